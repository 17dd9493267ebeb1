import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { profileQuery } from '../../api/account-queries.ts'
import { PasswordForm } from './PasswordForm.tsx'
import { ProfileForm } from './ProfileForm.tsx'
import { ProfilePhoto } from './ProfilePhoto.tsx'
import * as styles from './ProfileTab.css.ts'

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

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
          <ProfileSection title="Profile photo">
            <ProfilePhoto profile={profile} />
          </ProfileSection>
          <ProfileSection title="Profile details">
            <ProfileForm profile={profile} />
          </ProfileSection>
          <ProfileSection title="Change password">
            <PasswordForm />
          </ProfileSection>
        </div>
      )}
    </QueryState>
  )
}
