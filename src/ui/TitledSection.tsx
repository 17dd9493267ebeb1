import { useId, type ReactNode } from 'react'
import { cx } from './cx.ts'
import * as styles from './TitledSection.css.ts'

/**
 * A part of a screen under its h2, as a region named by it: a list's results ('Journals'), an item's 'About the
 * position', a panel of the dashboard (which `className` draws as a box).
 */
export function TitledSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cx(styles.section, className)}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}
