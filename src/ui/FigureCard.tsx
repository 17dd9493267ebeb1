import type { ReactNode } from 'react'
import type { Direction } from '../lib/figures.ts'
import * as styles from './FigureCard.css.ts'

const arrows: Record<Direction, string> = { up: '▲', down: '▼', same: '■' }

/** A list of figure cards, as many to a row as fit. */
export function FigureCards({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>
}

/**
 * One figure: its number (or a link to the records it counts), what it counts, and how it compares with the period
 * before, in words beside the arrow.
 */
export function FigureCard({ label, value, change, direction }: { label: string; value: ReactNode; change: ReactNode; direction: Direction }) {
  return (
    <div className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.change[direction]}>
        <span aria-hidden="true">{arrows[direction]} </span>
        {change}
      </dd>
    </div>
  )
}
