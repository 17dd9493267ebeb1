import { SITE_TITLE, usePageMeta } from '../../../lib/page-meta.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { AboutUs } from './AboutUs.tsx'
import { HeroCarousel } from './HeroCarousel.tsx'
import { OurServices } from './OurServices.tsx'
import { PremiumPackage } from './PremiumPackage.tsx'
import { SubjectChips } from './SubjectChips.tsx'
import { WhyChooseUs } from './WhyChooseUs.tsx'

export function HomePage() {
  usePageMeta()
  return (
    <>
      {/* The hero is pictures only, so the page's one h1 is for screen readers and search engines. */}
      <h1 className={visuallyHidden}>{SITE_TITLE}</h1>
      <SubjectChips />
      <HeroCarousel />
      <AboutUs />
      <OurServices />
      <PremiumPackage />
      <WhyChooseUs />
    </>
  )
}
