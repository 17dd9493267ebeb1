import type { ReactNode } from 'react'
import { Card } from '../../../ui/Card.tsx'
import * as styles from './AdminList.css.ts'
import { Facts } from './Facts.tsx'

interface AdminItemCardProps {
  /** Makes the card's heading id unique ('admin-vacancy-7'). */
  id: string
  /**
   * The status badge, coloured by its value: `open`, `published`, `offered`, `captured`, `answered`, `listed`, `restore`
   * and `unsilence` green; `closed`, `cancelled`, `retired`, `canceled`, `failed`, `unlisted`, `hidden`, `delete` and
   * `silence` red; any other blue.
   */
  status: { value: string; label: string }
  title: string
  subtitle: string
  /** What the item says, between its subtitle and its facts (a flagged post's text). */
  body?: ReactNode
  /** Label and value, in order. */
  facts: readonly (readonly [string, ReactNode])[]
  /** Edit and Delete; none for a record staff only read (a payment). */
  actions?: ReactNode
}

/** One item of a management list, as a card of its main facts with its actions at the foot. */
export function AdminItemCard({ id, status, title, subtitle, body, facts, actions }: AdminItemCardProps) {
  return (
    <Card className={styles.card} aria-labelledby={id}>
      <p className={styles.status} data-status={status.value}>
        {status.label}
      </p>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.subtitle}>{subtitle}</p>
      {body}
      <Facts facts={facts} />
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </Card>
  )
}
