import { lazy, Suspense, useState, type ReactNode } from 'react'
import { isStaff } from '../../../../contract/permissions.ts'
import { useAuth } from '../../../lib/auth.ts'
import { ToastOutlet } from '../../../ui/ToastOutlet.tsx'
import { WhenIdle } from '../../../ui/WhenIdle.tsx'
import { useHashScroll } from '../hooks/use-hash-scroll.ts'
import * as styles from './AppLayout.css.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'

// The popup's timer and the toast store come only for the members who will see it, not with the first screen.
const Upsell = lazy(() => import('./Upsell.tsx').then((m) => ({ default: m.Upsell })))
// The floating chat link waits for the contact details anyway; it and its check of what lies under it (a layout of the
// page at each change) come once the first screen is up and the browser is idle, not with the first screen.
const ChatWithUs = lazy(() => import('./ChatWithUs.tsx').then((m) => ({ default: m.ChatWithUs })))

/** The frame around every screen: header, offline notice, content, footer, the floating chat link, and the upsell. */
export function AppLayout({ children }: { children: ReactNode }) {
  useHashScroll()
  const { user } = useAuth()
  const upsell = Boolean(user && !isStaff(user) && !user.isAccessible)
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <WhenIdle>
        <ChatWithUs />
      </WhenIdle>
      <ToastOutlet />
      {upsell && <UpsellFromNow />}
    </div>
  )
}

/** The upsell, its first showing counted from when the member became one it is for, not from when its code arrived. */
function UpsellFromNow() {
  const [since] = useState(Date.now)
  return (
    <Suspense fallback={null}>
      <Upsell since={since} />
    </Suspense>
  )
}
