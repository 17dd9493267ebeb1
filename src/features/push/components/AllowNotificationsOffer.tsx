import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { Button } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { useAllowNotifications } from '../api/push-mutations.ts'
import { pushKeyQuery, thisDeviceQuery } from '../api/push-queries.ts'
import { PushUnavailable } from '../browser-push.ts'
import * as styles from './AllowNotificationsOffer.css.ts'

// 'Not now' is remembered on this device, so the offer is not made again after each message.
const DISMISSED = 'push-offer-dismissed'

const dismissedHere = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1'
  } catch {
    return false
  }
}

interface AllowNotificationsOfferProps {
  /** The question, in the words of what the person just did: 'Hear of replies while the app is closed?' */
  title: string
  /** What this device would be told of. */
  description: string
}

/**
 * An offer to allow notifications, shown after the person acted (sent a message, chose an 'At once' alert), never
 * on arrival: only where this site sends them, this browser can show them, and the person has neither allowed,
 * blocked nor declined them.
 */
export function AllowNotificationsOffer({ title, description }: AllowNotificationsOfferProps) {
  const key = useQuery(pushKeyQuery())
  const here = useQuery(thisDeviceQuery())
  const allow = useAllowNotifications()
  const [dismissed, setDismissed] = useState(dismissedHere)
  const publicKey = key.data
  const undecided = here.data === 'off' && typeof Notification !== 'undefined' && Notification.permission === 'default'

  if (allow.isSuccess) return <Notice className={styles.offer} role="status" title="Notifications are on for this device." />
  if (dismissed || !publicKey || !undecided) return null

  const notNow = () => {
    setDismissed(true)
    try {
      localStorage.setItem(DISMISSED, '1')
    } catch {
      // Private browsing without storage: the offer simply comes back next time.
    }
  }

  const failure = allow.error instanceof ApiError || allow.error instanceof PushUnavailable ? allow.error.message : allow.isError ? 'Could not turn notifications on. Please try again.' : null

  return (
    <Notice
      className={styles.offer}
      title={title}
      action={
        <div className={styles.actions}>
          <Button size="sm" disabled={allow.isPending} onClick={() => allow.mutate(publicKey)}>
            Allow notifications
          </Button>
          <Button variant="outline" size="sm" onClick={notNow}>
            Not now
          </Button>
        </div>
      }
    >
      <span role={failure ? 'alert' : undefined}>{failure ?? description}</span>
    </Notice>
  )
}
