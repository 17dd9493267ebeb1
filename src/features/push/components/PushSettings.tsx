import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { Button } from '../../../ui/Button.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useAllowNotifications, useRemoveDevice, useTurnOffHere } from '../api/push-mutations.ts'
import { pushDevicesQuery, pushKeyQuery, thisDeviceQuery } from '../api/push-queries.ts'
import { PushUnavailable, type DeviceState } from '../browser-push.ts'
import { deviceName } from './device-name.ts'
import * as styles from './PushSettings.css.ts'

const stateText: Record<DeviceState, string> = {
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings to turn them on.',
  unsupported: 'This browser cannot show notifications from a website. On an iPhone or iPad, add the app to your Home Screen first.',
}

// The site has no push keys yet: say how the member hears of the same news meanwhile (the bell, the chat count, mail).
const offHere = 'Notifications to devices are not switched on for this site yet.'
const meanwhile =
  'Until it is, new chat messages show in the Chat count at the top of the page and are emailed to you when they wait unread, and the ‘at once’ alerts of your saved searches appear under the notifications bell.'

const reason = (err: unknown, fallback: string) => (err instanceof ApiError || err instanceof PushUnavailable ? err.message : fallback)

/**
 * 'Notifications on this device' in Settings, beside the signed-in devices: allow or turn off notifications here, and
 * the member's other devices that have them, each removable. The browser asks its permission only when Allow is pressed.
 */
export function PushSettings() {
  const key = useQuery(pushKeyQuery())
  const here = useQuery(thisDeviceQuery())
  const devices = useQuery(pushDevicesQuery())
  const allow = useAllowNotifications()
  const turnOff = useTurnOffHere()
  const remove = useRemoveDevice()
  const { toast } = useToast()
  const headingId = useId()
  const publicKey = key.data
  const state = here.data

  const confirm = (ask: Promise<{ message?: string }>, fallback: string) =>
    ask.then(
      (reply) => reply.message && toast({ tone: 'success', title: reply.message }),
      (err: unknown) => toast({ tone: 'error', title: reason(err, fallback) }),
    )

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Notifications on this device
        </h2>
        {publicKey && state === 'off' && (
          <Button size="sm" disabled={allow.isPending} onClick={() => void confirm(allow.mutateAsync(publicKey), 'Could not turn notifications on. Please try again.')}>
            Allow notifications
          </Button>
        )}
        {state === 'on' && (
          <Button variant="outline" size="sm" disabled={turnOff.isPending} onClick={() => void confirm(turnOff.mutateAsync(), 'Could not turn notifications off. Please try again.')}>
            Turn off on this device
          </Button>
        )}
      </div>
      <p className={styles.intro}>New chat messages and the ‘at once’ alerts of your saved searches, shown even while the app is closed.</p>
      {key.isSuccess && (
        <p className={styles.state} role="status">
          {publicKey === null ? offHere : state && stateText[state]}
        </p>
      )}
      {publicKey === null && <p className={styles.intro}>{meanwhile}</p>}
      <QueryState query={devices} loadingLabel="Loading your devices with notifications" pending={<Skeleton lines={2} />} errorTitle="We could not load your devices with notifications."
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
            <ul className={styles.list} aria-label="Devices with notifications on">
              {list.map((device) => (
                <li key={device.id} className={styles.item}>
                  <div>
                    <p className={styles.device}>
                      {deviceName(device)}
                      {device.current && <span className={styles.current}>This device</span>}
                    </p>
                    <p className={styles.meta}>
                      Since <time dateTime={device.createdAt}>{formatDateTime(device.createdAt)}</time>
                    </p>
                  </div>
                  {!device.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.action}
                      aria-label={`Turn off notifications on ${deviceName(device)}`}
                      disabled={remove.isPending && remove.variables === device.id}
                      onClick={() => void confirm(remove.mutateAsync(device.id), 'Could not turn notifications off. Please try again.')}
                    >
                      Remove
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
