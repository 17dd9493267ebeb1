import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { can } from '../../../../contract/permissions.ts'
import type { AdminUserDetail } from '../../../../contract/users.ts'
import { useAuth } from '../../../lib/auth.ts'
import { formatDate } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { Facts, listStyles as list } from '../../admin-kit/index.ts'
import { userQuery } from '../api/users-api.ts'
import { UserActions } from './UserActions.tsx'
import { planLabel, statusLabel, untilLabel } from './user-texts.ts'
import * as styles from './Users.css.ts'

/** One account as staff see it, with what they may do to it; a `users.read`-only member sees no actions. */
export function UserPage({ id }: { id: string }) {
  usePageMeta('User Management')
  const query = useQuery(userQuery(id))
  const { user } = useAuth()
  const account = query.data
  return (
    <section className={list.page} aria-labelledby="admin-user-title">
      <div className={list.header}>
        <h1 id="admin-user-title" className={list.title}>
          {account?.name ?? 'Account'}
        </h1>
        <ButtonLink to="/admin-dashboard/users" variant="outline">
          Back to User Management
        </ButtonLink>
      </div>
      {query.isError && <Notice tone="error" role="alert" title="We could not load this account." />}
      {account && (
        <>
          {can(user, 'users.manage') && account.id !== user?.id && <UserActions account={account} />}
          <div className={styles.sections}>
            <Profile account={account} />
            <Box title="Plans and payments">
              {account.plans.length === 0 ? (
                <p className={styles.muted}>No plan yet.</p>
              ) : (
                <ul className={styles.plain}>
                  {account.plans.map((p) => (
                    <li key={p.id}>
                      <strong>{p.planTitle}</strong> · {p.status} · {formatDate(p.startDate)} to {formatDate(p.endDate)}
                      <br />
                      {p.courtesy ? (
                        <span className={styles.muted}>Courtesy{p.grantedBy ? `, given by ${p.grantedBy}` : ''}</span>
                      ) : p.payment ? (
                        <Link to="/admin-dashboard/plans/payments" search={{ search: p.payment.search }}>
                          Payment: {formatMinorUnits(p.payment.amount, p.payment.currency)}, {p.payment.status}
                        </Link>
                      ) : (
                        <span className={styles.muted}>No payment recorded</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Box>
            <Box title="Signed-in devices">
              {account.devices.length === 0 ? (
                <p className={styles.muted}>Not signed in anywhere.</p>
              ) : (
                <ul className={styles.plain}>
                  {account.devices.map((d) => (
                    <li key={d.id}>
                      {d.userAgent ?? 'Unknown browser'}
                      <br />
                      <span className={styles.muted}>Last active {formatDate(d.lastSeenAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Box>
            <Box title="Recent activity">
              {account.activity.length === 0 ? (
                <p className={styles.muted}>Nothing yet.</p>
              ) : (
                <ul className={styles.plain}>
                  {account.activity.map((a) => (
                    <li key={a.id}>
                      {a.text} <span className={styles.muted}>{formatDate(a.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Box>
            <Box title="Audit log">
              {account.audit.length === 0 ? (
                <p className={styles.muted}>No staff action on this account yet.</p>
              ) : (
                <ul className={styles.plain}>
                  {account.audit.map((e) => (
                    <li key={e.id}>
                      <strong>{e.action}</strong> by {e.actorName} ({e.actorRole}) <span className={styles.muted}>{formatDate(e.at)}</span>
                      {e.reason && <span className={styles.muted}> · {e.reason}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </Box>
          </div>
        </>
      )}
    </section>
  )
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.box} aria-label={title}>
      <h2 className={styles.boxTitle}>{title}</h2>
      {children}
    </section>
  )
}

function Profile({ account }: { account: AdminUserDetail }) {
  const facts: [string, ReactNode][] = [
    ['Email', `${account.email} (${account.verified ? 'verified' : 'not verified'})`],
    ['Role', account.roleName],
    ['Status', account.suspension ? `${statusLabel.suspended} ${untilLabel(account.suspension.until)}: ${account.suspension.reason}` : statusLabel[account.status]],
    ['Plan', planLabel(account.plan)],
    ['Joined', formatDate(account.joined)],
    ['Last seen', account.lastSeen ? formatDate(account.lastSeen) : 'Never'],
    ['Posts, comments, conversations', `${account.counts.posts}, ${account.counts.comments}, ${account.counts.conversations}`],
  ]
  return (
    <Box title="Profile">
      <Facts facts={facts} />
      {account.bio && <p className={styles.muted}>{account.bio}</p>}
    </Box>
  )
}
