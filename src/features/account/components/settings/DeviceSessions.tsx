import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { DeviceSession } from '../../../../../contract/account.ts'
import { ApiError } from '../../../../lib/api.ts'
import { formatDateTime } from '../../../../lib/dates.ts'
import { Button } from '../../../../ui/Button.tsx'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useEndOtherSessions, useEndSession } from '../../api/account-mutations.ts'
import { sessionsQuery } from '../../api/account-queries.ts'
import * as styles from './DeviceSessions.css.ts'

const deviceNames: Record<DeviceSession['device'], string> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', unknown: 'device' }

/** 'Chrome 131 on Android (phone)' */
const describe = ({ browser, system, device }: DeviceSession) => `${browser} on ${system} (${deviceNames[device]})`

/** Every device signed in to the account, with a way to sign out each other one, or all of them at once. */
export function DeviceSessions() {
  const query = useQuery(sessionsQuery())
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const { toast } = useToast()
  const headingId = useId()
  const others = query.data?.filter((s) => !s.current).length ?? 0

  const confirm = (ask: Promise<{ message: string }>) =>
    ask.then(
      (reply) => toast({ tone: 'success', title: reply.message }),
      (err: unknown) => toast({ tone: 'error', title: err instanceof ApiError ? err.message : 'Could not sign out. Please try again.' }),
    )

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Signed-in devices
        </h2>
        {others > 0 && (
          <Button variant="outline" size="sm" disabled={endOthers.isPending} onClick={() => void confirm(endOthers.mutateAsync())}>
            Sign out everywhere else
          </Button>
        )}
      </div>
      <p className={styles.intro}>Where your account is signed in now. Sign out a device you do not know, then change your password.</p>
      <QueryState query={query} loadingLabel="Loading your devices" pending={<Skeleton lines={3} />} errorTitle="We could not load your devices.">
        {(sessions) => (
          <ul className={styles.list}>
            {sessions.map((session) => (
              <li key={session.id} className={styles.item}>
                <div>
                  <p className={styles.device}>
                    {describe(session)}
                    {session.current && <span className={styles.current}>This device</span>}
                  </p>
                  <p className={styles.meta}>
                    Last used <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time> · signed in{' '}
                    <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    className={styles.action}
                    aria-label={`Sign out ${describe(session)}`}
                    disabled={endOne.isPending && endOne.variables === session.id}
                    onClick={() => void confirm(endOne.mutateAsync(session.id))}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
