import type { ReactNode } from 'react'
import type { Subscription } from '../../../../contract/plans.ts'
import { formatDate } from '../../../lib/dates.ts'
import * as styles from './SubscriptionsTable.css.ts'

const statusTone: Record<Subscription['status'], keyof typeof styles.status> = { active: 'success', canceled: 'error', expired: 'error' }

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const dateCell = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>

const columns: { label: string; cell: (subscription: Subscription, index: number) => ReactNode }[] = [
  { label: 'S.No.', cell: (_, index) => index + 1 },
  { label: 'Plan', cell: (s) => (s.courtesy ? `${s.planTitle} (Courtesy)` : s.planTitle) },
  { label: 'Description', cell: (s) => s.planDescription },
  { label: 'Start Date', cell: (s) => dateCell(s.startDate) },
  { label: 'End Date', cell: (s) => dateCell(s.endDate) },
  { label: 'Status', cell: (s) => <span className={styles.status[statusTone[s.status]]}>{capitalise(s.status)}</span> },
]

/**
 * A table from 640 px; below, each row is a card of label and value lines, so a phone never scrolls sideways.
 * The roles are spelled out because some browsers drop a table's semantics once CSS changes its display.
 */
export function SubscriptionsTable({ subscriptions, labelledBy }: { subscriptions: Subscription[]; labelledBy: string }) {
  return (
    <table role="table" className={styles.table} aria-labelledby={labelledBy}>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {columns.map(({ label }) => (
            <th key={label} role="columnheader" scope="col" className={styles.headerCell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={styles.body}>
        {subscriptions.map((subscription, index) => (
          <tr key={subscription.id} role="row" className={styles.row}>
            {columns.map(({ label, cell }) => (
              <td key={label} role="cell" className={styles.cell}>
                {/* Screen readers take the label from the column header; this copy is for eyes on the card. */}
                <span aria-hidden="true" className={styles.cellLabel}>
                  {label}
                </span>
                <span>{cell(subscription, index)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
