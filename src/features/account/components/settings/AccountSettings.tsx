import { lazy, Suspense } from 'react'
import { loadPushSettings } from '../../../push/index.ts'
import { TwoStepCard } from '../two-step/TwoStepCard.tsx'
import { AccountData } from './AccountData.tsx'
import { DeviceSessions } from './DeviceSessions.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import * as styles from './AccountSettings.css.ts'

// Its own chunk: the browser's push code comes only with Settings.
const PushSettings = lazy(loadPushSettings)
// Its own chunk too: the saved searches' code comes with Settings' alert mail only when Settings is shown.
const AlertMailSetting = lazy(() => import('../../../saved-searches/index.ts').then((m) => m.loadAlertMailSetting()))

/**
 * The account, not the person: password, two-step sign-in, signed-in devices, notifications and alert mail, and the
 * person's data to download or delete. `/settings` and the dashboard's Settings tab both show this one; who the
 * person is (name, qualification, subjects, CV) is edited on the profile alone.
 */
export function AccountSettings() {
  return (
    <div className={styles.settings}>
      <PasswordSection />
      <TwoStepCard />
      <DeviceSessions />
      <Suspense fallback={null}>
        <PushSettings />
        <AlertMailSetting />
      </Suspense>
      <AccountData />
    </div>
  )
}
