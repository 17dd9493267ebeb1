import { cx } from './cx.ts'
import * as styles from './DemoBadge.css.ts'

/** What the label means, for whoever points at it or asks their screen reader for the description. */
export const DEMO_MEANING = 'Made up to show how Scholar Hub works: not a real person, post, vacancy or event'

/**
 * The label on a record the demo data made (an expert, a post, a vacancy, an event), wherever it is shown, so nobody
 * takes it for a real one. Nothing for a real record.
 */
export function DemoBadge({ demo, className }: { demo: boolean | undefined; className?: string }) {
  if (!demo) return null
  return (
    <span className={cx(styles.badge, className)} title={DEMO_MEANING}>
      Demo
    </span>
  )
}
