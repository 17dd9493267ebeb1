import { cx } from './cx.ts'
import * as styles from './SectionHeading.css.ts'

interface SectionHeadingProps {
  id?: string
  title: string
  intro?: string | null
  align?: 'start' | 'center'
  /** No space below, for a parent that spaces its children itself. */
  flush?: boolean
}

/** A block's h2 with its optional intro paragraph. */
export function SectionHeading({ id, title, intro, align = 'start', flush = false }: SectionHeadingProps) {
  return (
    <div className={cx(styles.wrapper, align === 'center' && styles.centered, flush && styles.flush)}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}
