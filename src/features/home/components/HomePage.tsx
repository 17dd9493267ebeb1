import { SITE_TITLE, usePageMeta } from '../../../lib/page-meta.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { WhenNear } from '../../../ui/WhenNear.tsx'
import { AboutUs } from './AboutUs.tsx'
import { HeroCarousel } from './HeroCarousel.tsx'
import { SubjectChips } from './SubjectChips.tsx'

// The sections below About Us are never on a first screen, phone or desktop: their code loads as they come near,
// which keeps the first screen's script within its budget. Their data is asked for with the rest (warmHome).
const loadOurServices = () => import('./OurServices.tsx').then(({ OurServices }) => ({ default: OurServices }))
const loadPremiumPackage = () => import('./PremiumPackage.tsx').then(({ PremiumPackage }) => ({ default: PremiumPackage }))
const loadWhyChooseUs = () => import('./WhyChooseUs.tsx').then(({ WhyChooseUs }) => ({ default: WhyChooseUs }))

export function HomePage() {
  usePageMeta()
  return (
    <>
      {/* The hero is pictures only, so the page's one h1 is for screen readers and search engines. */}
      <h1 className={visuallyHidden}>{SITE_TITLE}</h1>
      <SubjectChips />
      <HeroCarousel />
      <AboutUs />
      <WhenNear load={loadOurServices} />
      <WhenNear load={loadPremiumPackage} />
      <WhenNear load={loadWhyChooseUs} />
    </>
  )
}
