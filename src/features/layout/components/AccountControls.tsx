import { lazy, Suspense } from 'react'
import { isStaff } from '../../../../contract/permissions.ts'
import type { Profile } from '../../../../contract/profile.ts'
import { ChatLink, loadChatSync } from '../../chat/index.ts'
import { loadCommunitySync } from '../../community/index.ts'
import { NotificationBell } from '../../notifications/index.ts'
import { AdminLink } from './AdminLink.tsx'
import { AppBadge } from './AppBadge.tsx'
import * as styles from './HeaderAccount.css.ts'
import { ProfileLink } from './ProfileLink.tsx'

const ChatSync = lazy(loadChatSync)
const CommunitySync = lazy(loadCommunitySync)

interface AccountControlsProps {
  user: Profile
  layout: keyof typeof styles.controls
  onNavigate?: () => void
}

/** A signed-in user's chat link, bell and avatar (and staff's way into the admin area), in a chunk of their own: guests never download them. */
export default function AccountControls({ user, layout, onNavigate }: AccountControlsProps) {
  const labelled = layout === 'menu'
  return (
    <div className={styles.controls[layout]}>
      {/* The bar's controls are on every screen while someone is signed in; the phone menu's copy must not run it twice. */}
      {layout === 'bar' && (
        <>
          <Suspense fallback={null}>
            <ChatSync />
          </Suspense>
          <Suspense fallback={null}>
            <CommunitySync />
          </Suspense>
          <AppBadge />
        </>
      )}
      {isStaff(user) && <AdminLink labelled={labelled} onNavigate={onNavigate} className={labelled ? undefined : styles.wideOnly} />}
      <ChatLink labelled={labelled} onNavigate={onNavigate} />
      <NotificationBell labelled={labelled} onNavigate={onNavigate} />
      <ProfileLink image={user.image} labelled={labelled} onNavigate={onNavigate} />
    </div>
  )
}
