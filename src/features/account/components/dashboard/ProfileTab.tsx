import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { profileQuery } from '../../api/account-queries.ts'
import { PasswordForm } from './PasswordForm.tsx'
import { ProfileForm } from './ProfileForm.tsx'
import { ProfilePhoto } from './ProfilePhoto.tsx'
import * as styles from './ProfileTab.css.ts'

export function ProfileTab() {
  const query = useQuery(profileQuery())
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your profile"
      pending={
        <div className={styles.tab}>
          <div className={styles.section}>
            <Skeleton className={styles.photoSkeleton} />
          </div>
          <div className={styles.section}>
            <Skeleton lines={8} />
          </div>
        </div>
      }
      errorTitle="We could not load your profile."
    >
      {(profile) => (
        <div className={styles.tab}>
          <TitledSection title="Profile photo" className={styles.section}>
            <ProfilePhoto profile={profile} />
          </TitledSection>
          <TitledSection title="Profile details" className={styles.section}>
            <ProfileForm profile={profile} />
          </TitledSection>
          <TitledSection title="Change password" className={styles.section}>
            <PasswordForm />
          </TitledSection>
        </div>
      )}
    </QueryState>
  )
}
