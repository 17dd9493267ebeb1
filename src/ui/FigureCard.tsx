import type { ReactNode } from 'react'
import type { Direction } from '../lib/figures.ts'
import * as styles from './FigureCard.css.ts'

const arrows: Record<Direction, string> = { up: '▲', down: '▼', same: '■' }

/** A list of figure cards, as many to a row as fit. */
export function FigureCards({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>
}

interface FigureCardProps {
  label: string
  value: ReactNode
  change: ReactNode
  direction: Direction
  /** A figure that is better when it falls (refunds, waiting time): its fall is coloured as good news. */
  lowerIsBetter?: boolean
}

/**
 * One figure: its number (or a link to the records it counts), what it counts, and how it compares with the period
 * before, in words beside the arrow.
 */
export function FigureCard({ label, value, change, direction, lowerIsBetter = false }: FigureCardProps) {
  const tone = direction === 'same' ? 'same' : (direction === 'up') !== lowerIsBetter ? 'better' : 'worse'
  return (
    <div className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.change[tone]}>
        <span aria-hidden="true">{arrows[direction]} </span>
        {change}
      </dd>
    </div>
  )
}
