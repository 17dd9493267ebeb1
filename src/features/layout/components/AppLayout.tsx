import type { ReactNode } from 'react'
import { ToastOutlet } from '../../../ui/ToastOutlet.tsx'
import { useHashScroll } from '../hooks/use-hash-scroll.ts'
import { useUpsell } from '../hooks/use-upsell.ts'
import * as styles from './AppLayout.css.ts'
import { ChatWithUs } from './ChatWithUs.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'

/** The frame around every screen: header, offline notice, content, footer, the floating chat link, and the upsell. */
export function AppLayout({ children }: { children: ReactNode }) {
  useHashScroll()
  useUpsell()
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <ChatWithUs />
      <ToastOutlet />
    </div>
  )
}
