import { lazy, Suspense } from 'react'
import { loadAllowNotificationsOffer } from '../../push/index.ts'

// Fetched once the member has chosen 'At once': the offer follows what they did, never a screen's arrival.
const AllowNotificationsOffer = lazy(loadAllowNotificationsOffer)

/**
 * Beside an alert set to 'At once': such alerts come in the bell and by push, so the device is offered notifications
 * where it has neither allowed, blocked nor declined them (the offer itself decides whether to show).
 */
export function InstantAlertOffer() {
  return (
    <Suspense fallback={null}>
      <AllowNotificationsOffer title="Hear of new matches while the app is closed?" description="We will tell this device of what your 'At once' searches find, besides the bell." />
    </Suspense>
  )
}
