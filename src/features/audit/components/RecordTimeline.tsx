import { Link } from '@tanstack/react-router'
import { can } from '../../../../contract/permissions.ts'
import { useAuth } from '../../../lib/auth.ts'
import { auditEntries } from './audit-collection.ts'
import { AuditEntryCard } from './AuditEntryCard.tsx'
import * as styles from './Audit.css.ts'

/** A record's page shows the latest entries of its history; the audit log holds the rest. */
const SHOWN = 5

/**
 * One record's history from the audit log, newest first, under its edit form. Shown to staff who may read the log;
 * `type` is the record type the server writes (a section's path, `user`, `role`).
 */
export function RecordTimeline({ type, id }: { type: string; id: string | number }) {
  const { user } = useAuth()
  if (!can(user, 'audit.read')) return null
  return <Timeline type={type} id={String(id)} />
}

function Timeline({ type, id }: { type: string; id: string }) {
  const { query, items } = auditEntries.useList('', { recordType: type, recordId: id })
  const headingId = `timeline-${type}-${id}`
  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.timelineTitle}>
        History
      </h2>
      {query.isPending ? (
        <p>Loading the history…</p>
      ) : query.isError ? (
        <p role="alert">We could not load the history.</p>
      ) : items.length === 0 ? (
        <p>No staff action recorded yet.</p>
      ) : (
        <ol className={styles.entries}>
          {items.slice(0, SHOWN).map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard item={entry} />
            </li>
          ))}
        </ol>
      )}
      {items.length > SHOWN && (
        <Link to="/admin-dashboard/audit" search={{ recordType: type, recordId: id }}>
          The whole history
        </Link>
      )}
    </section>
  )
}
