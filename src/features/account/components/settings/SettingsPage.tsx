import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../../../lib/page-meta.ts'
import { Container } from '../../../../ui/Container.tsx'
import { AccountSettings } from './AccountSettings.tsx'
import * as styles from './SettingsPage.css.ts'

export function SettingsPage() {
  usePageMeta('Settings')
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Settings</h1>
        {/* Name, profession, bio and the CV were edited here once; say where they are now. */}
        <p className={styles.lead}>
          Your sign-in, devices, notifications and data. Your name, qualification, subjects, bio and CV are on{' '}
          <Link to="/user-dashboard" search={{ tab: 'profile' }}>
            your profile
          </Link>
          .
        </p>
      </div>
      <AccountSettings />
    </Container>
  )
}
