import { Link, linkOptions } from '@tanstack/react-router'
import type { Dashboard, DashboardBackup } from '../../../../contract/dashboard.ts'
import { addDays, formatCount } from '../../../lib/figures.ts'
import * as styles from './Dashboard.css.ts'

/** What waits for staff, each count leading to its list filtered to those records; only what the figures sent open. */
function waiting(d: Dashboard) {
  return [
    d.enquiries && { label: 'New writing-service enquiries', count: d.enquiries.newEnquiries, link: linkOptions({ to: '/admin-dashboard/enquiries', search: { status: 'new' } }) },
    d.enquiries && { label: 'Open contact queries', count: d.enquiries.openQueries, link: linkOptions({ to: '/admin-dashboard/queries', search: { status: 'open' } }) },
    d.community && { label: 'Flagged community items to review', count: d.community.flagged, link: linkOptions({ to: '/admin-dashboard/community' }) },
    d.chats && { label: 'Conversations waiting for a first answer', count: d.chats.waiting, link: linkOptions({ to: '/admin-dashboard/chats', search: { status: 'waiting' } }) },
    d.payments && { label: 'Payments that failed today', count: d.payments.failedToday, link: linkOptions({ to: '/admin-dashboard/plans/payments', search: { status: 'failed' } }) },
    // User Management reads who joined by a date: those still unverified and there since yesterday or before.
    d.members && {
      label: 'Members awaiting verification for over a day',
      count: d.members.awaitingVerification,
      link: linkOptions({ to: '/admin-dashboard/$section', params: { section: 'users' }, search: { status: 'unverified', joinedTo: addDays(d.today, -1) } as never }),
    },
  ].filter((item) => !!item)
}

const DAY_MS = 86_400_000

/** What to tell staff about the site's backups, or nothing while the newest is good and recent. */
function backupProblem(backup: DashboardBackup | undefined, countedAt: string) {
  if (!backup || backup.state === 'ok') return null
  if (backup.state === 'missing') return 'No backup yet'
  if (backup.state === 'failed') return `The last backup failed: ${backup.error}`
  const days = Math.max(1, Math.floor((Date.parse(countedAt) - Date.parse(backup.lastGoodAt ?? countedAt)) / DAY_MS))
  return `The last backup is ${days === 1 ? '1 day' : `${formatCount(days)} days`} old`
}

export function NeedsAttention({ dashboard }: { dashboard: Dashboard }) {
  const items = waiting(dashboard)
  const backup = backupProblem(dashboard.backup, dashboard.countedAt)
  if (!items.length && !backup) return null
  return (
    <section className={styles.block} aria-labelledby="needs-attention">
      <h2 id="needs-attention" className={styles.blockTitle}>
        Needs attention
      </h2>
      <ul className={styles.attention}>
        {backup && (
          <li>
            <p className={styles.attentionWarning}>{backup}</p>
          </li>
        )}
        {items.map(({ label, count, link }) => (
          <li key={label}>
            <Link {...link} className={count ? styles.attentionLink : styles.attentionLinkQuiet}>
              <span className={styles.attentionCount}>{formatCount(count)}</span>
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
