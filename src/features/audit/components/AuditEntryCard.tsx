import { Link } from '@tanstack/react-router'
import type { AuditEntry } from '../../../../contract/audit.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { AdminItemCard } from '../../admin-kit/index.ts'
import * as styles from './Audit.css.ts'
import { changesOf } from './changes.ts'

/** The most a card lists of what changed; the export carries every value. */
const SHOWN_CHANGES = 8

/** One entry of the audit log: who (and as what role) did what to which record, when, from where, and what changed. */
export function AuditEntryCard({ item: entry }: { item: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after)
  const { record } = entry
  return (
    <AdminItemCard
      id={`audit-entry-${entry.id}`}
      status={{ value: entry.action, label: entry.action }}
      title={record?.summary || record?.type || entry.area}
      subtitle={`${entry.actor.name} (${entry.actor.role}) · ${entry.area}`}
      body={
        changes.length > 0 && (
          <ul className={styles.changes} aria-label="What changed">
            {changes.slice(0, SHOWN_CHANGES).map(({ field, before, after }) => (
              <li key={field}>
                <span className={styles.field}>{field}</span>: <del>{before}</del> → <ins>{after}</ins>
              </li>
            ))}
            {changes.length > SHOWN_CHANGES && <li>and {changes.length - SHOWN_CHANGES} more</li>}
          </ul>
        )
      }
      facts={[
        ['When', formatDateTime(entry.at)],
        ...(record
          ? [
              [
                'Record',
                <Link key="record" to="/admin-dashboard/audit" search={{ recordType: record.type, recordId: record.id }}>
                  {record.type} {record.id}
                </Link>,
              ] as const,
            ]
          : []),
        ...(entry.reason ? [['Reason', entry.reason] as const] : []),
        ...(entry.address ? [['From', entry.address] as const] : []),
      ]}
    />
  )
}
