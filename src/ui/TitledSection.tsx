import { useId, type ReactNode } from 'react'
import { cx } from './cx.ts'
import * as styles from './TitledSection.css.ts'

/**
 * A part of a screen under its h2, as a region named by it: a list's results ('Journals'), an item's 'About the
 * position', a panel of the dashboard (which `className` draws as a box). `action` sits beside the heading (a
 * list's 'Sort by'), under it on a narrow screen.
 */
export function TitledSection({ title, className, action, children }: { title: string; className?: string; action?: ReactNode; children: ReactNode }) {
  const id = useId()
  const heading = (
    <h2 id={id} className={styles.heading}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={cx(styles.section, className)}>
      {action ? (
        <div className={styles.top}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
