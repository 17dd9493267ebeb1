import { AboutUs } from './AboutUs.tsx'
import { OurServices } from './OurServices.tsx'
import { PremiumPackage } from './PremiumPackage.tsx'
import { WhyChooseUs } from './WhyChooseUs.tsx'

/** The home page's blocks under the hero: their own chunk, rendered once the first screen is up (HomePage). */
export function BelowTheFold() {
  return (
    <>
      <AboutUs />
      <OurServices />
      <PremiumPackage />
      <WhyChooseUs />
    </>
  )
}
