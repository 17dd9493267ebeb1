import type { Profile } from '../../../../contract/profile.ts'
import { NotificationBell } from '../../notifications/index.ts'
import * as styles from './HeaderAccount.css.ts'
import { ProfileLink } from './ProfileLink.tsx'

interface AccountControlsProps {
  user: Profile
  layout: keyof typeof styles.controls
  onNavigate?: () => void
}

/** A signed-in user's bell and avatar, in a chunk of their own: guests never download them. */
export default function AccountControls({ user, layout, onNavigate }: AccountControlsProps) {
  const labelled = layout === 'menu'
  return (
    <div className={styles.controls[layout]}>
      <NotificationBell labelled={labelled} onNavigate={onNavigate} />
      <ProfileLink image={user.image} labelled={labelled} onNavigate={onNavigate} />
    </div>
  )
}
