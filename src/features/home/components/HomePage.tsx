import { lazy } from 'react'
import { SITE_TITLE, usePageMeta } from '../../../lib/page-meta.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { WhenIdle } from '../../../ui/WhenIdle.tsx'
import { HeroCarousel } from './HeroCarousel.tsx'
import * as styles from './HomePage.css.ts'
import { SubjectChips } from './SubjectChips.tsx'

// The first screen is the chips and the hero; everything under them (the film, the services, the package, why us)
// is fetched and rendered once that screen is up, in tasks of its own, instead of lengthening the first render.
const BelowTheFold = lazy(() => import('./BelowTheFold.tsx').then((m) => ({ default: m.BelowTheFold })))

export function HomePage() {
  usePageMeta()
  return (
    <>
      {/* The hero is pictures only, so the page's one h1 is for screen readers and search engines. */}
      <h1 className={visuallyHidden}>{SITE_TITLE}</h1>
      <SubjectChips />
      <HeroCarousel />
      <WhenIdle fallback={<div className={styles.reserve} />}>
        <BelowTheFold />
      </WhenIdle>
    </>
  )
}
