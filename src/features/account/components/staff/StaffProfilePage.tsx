import { usePageMeta } from '../../../../lib/page-meta.ts'
import { ProfileTab } from '../dashboard/ProfileTab.tsx'
import { PasswordSection } from '../settings/PasswordSection.tsx'
import { DeviceSessions } from '../settings/DeviceSessions.tsx'
import { TwoStepCard } from '../two-step/TwoStepCard.tsx'
import * as styles from './StaffProfilePage.css.ts'

/**
 * Profile Management: the staff member's own account in the admin area, built from the member dashboard's own pieces
 * (photo, details, password, two-step sign-in, signed-in devices), so both stay one implementation.
 */
export function StaffProfilePage() {
  usePageMeta('Profile Management')
  return (
    <section className={styles.page} aria-labelledby="staff-profile-title">
      <h1 id="staff-profile-title" className={styles.title}>
        Profile Management
      </h1>
      <ProfileTab />
      <PasswordSection />
      <TwoStepCard />
      <DeviceSessions />
    </section>
  )
}
