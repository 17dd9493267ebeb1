import type { ReactNode } from 'react'
import { visuallyHidden } from '../styles/utilities.css.ts'
import { cx } from './cx.ts'
import * as styles from './Skeleton.css.ts'

/** A grey placeholder with the size of what will replace it, so nothing jumps when data arrives. */
export function Skeleton({ className, lines }: { className?: string; lines?: number }) {
  if (lines) {
    return (
      <span aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(styles.skeleton, styles.line, className)} />
        ))}
      </span>
    )
  }
  return <span aria-hidden="true" className={cx(styles.skeleton, className)} />
}

/** Wraps placeholders so assistive technology hears that something is loading. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status">
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  )
}
