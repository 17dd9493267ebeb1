import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { loadPushSettings } from '../../../push/index.ts'
import { settingsQuery } from '../../api/account-queries.ts'
import { TwoStepCard } from '../two-step/TwoStepCard.tsx'
import { AccountData } from './AccountData.tsx'
import { DeviceSessions } from './DeviceSessions.tsx'
import { SettingsForm } from './SettingsForm.tsx'
import * as styles from './SettingsEditor.css.ts'

// Its own chunk: the browser's push code comes only with Settings.
const PushSettings = lazy(loadPushSettings)
// Its own chunk too: the saved searches' code comes with Settings' alert mail only when Settings is shown.
const AlertMailSetting = lazy(() => import('../../../saved-searches/index.ts').then((m) => m.loadAlertMailSetting()))

/** The settings form with its data, two-step sign-in, the signed-in devices, and the person's data to download or delete; `/settings` and the dashboard's Settings tab both show this one. */
export function SettingsEditor() {
  const settings = useQuery(settingsQuery())
  return (
    <>
      <QueryState
        query={settings}
        loadingLabel="Loading your settings"
        pending={
          <div className={styles.pending}>
            <Skeleton lines={3} />
            <Skeleton className={styles.boxSkeleton} />
            <Skeleton className={styles.boxSkeleton} />
          </div>
        }
        errorTitle="We could not load your settings."
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
      <TwoStepCard />
      <DeviceSessions />
      <Suspense fallback={null}>
        <PushSettings />
        <AlertMailSetting />
      </Suspense>
      <AccountData />
    </>
  )
}
