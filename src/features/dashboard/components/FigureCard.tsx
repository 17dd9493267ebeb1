import type { ReactNode } from 'react'
import type { Direction } from '../figures.ts'
import * as styles from './Dashboard.css.ts'

const arrows: Record<Direction, string> = { up: '▲', down: '▼', same: '■' }

/** One figure: its number, what it counts, and how it compares with the period before, in words beside the arrow. */
export function FigureCard({ label, value, change, direction }: { label: string; value: ReactNode; change: ReactNode; direction: Direction }) {
  return (
    <div className={styles.card}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{value}</dd>
      <dd className={styles.change[direction]}>
        <span aria-hidden="true">{arrows[direction]} </span>
        {change}
      </dd>
    </div>
  )
}
