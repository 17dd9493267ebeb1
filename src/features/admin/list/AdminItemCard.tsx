import type { ReactNode } from 'react'
import { Card } from '../../../ui/Card.tsx'
import * as styles from './AdminList.css.ts'

interface AdminItemCardProps {
  /** Makes the card's heading id unique ('admin-vacancy-7'). */
  id: string
  /**
   * The status badge, coloured by its value: `open`, `published`, `offered`, `captured`, `answered` and `listed` green;
   * `closed`, `cancelled`, `retired`, `canceled`, `failed` and `unlisted` red; any other blue.
   */
  status: { value: string; label: string }
  title: string
  subtitle: string
  /** Label and value, in order. */
  facts: readonly (readonly [string, ReactNode])[]
  /** Edit and Delete; none for a record staff only read (a payment). */
  actions?: ReactNode
}

/** One item of a management list, as a card of its main facts with its actions at the foot. */
export function AdminItemCard({ id, status, title, subtitle, facts, actions }: AdminItemCardProps) {
  return (
    <Card className={styles.card} aria-labelledby={id}>
      <p className={styles.status} data-status={status.value}>
        {status.label}
      </p>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.subtitle}>{subtitle}</p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </Card>
  )
}
