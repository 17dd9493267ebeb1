import { useQuery } from '@tanstack/react-query'
import type { Settings } from '../../../../../contract/account.ts'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { profileQuery, settingsQuery } from '../../api/account-queries.ts'
import { ProfileForm } from './ProfileForm.tsx'
import { ProfilePhoto } from './ProfilePhoto.tsx'
import type { CvLists } from './profile-values.ts'
import * as styles from './ProfileTab.css.ts'

// The CV's lists are kept with the settings on the server; the profile form is where they are edited.
const cvOf = ({ skills, experience, education, licences }: Settings): CvLists => ({ skills, experience, education, licences })

/** Who the person is: photo, details and CV. The account itself (password, sign-in, devices, data) is in Settings. */
export function ProfileTab() {
  const query = useQuery(profileQuery())
  const cv = useQuery({ ...settingsQuery(), select: cvOf })
  const formSkeleton = <Skeleton lines={8} />
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your profile"
      pending={
        <div className={styles.tab}>
          <div className={styles.section}>
            <Skeleton className={styles.photoSkeleton} />
          </div>
          <div className={styles.section}>{formSkeleton}</div>
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
            <QueryState query={cv} loadingLabel="Loading your CV" pending={formSkeleton} errorTitle="We could not load your CV.">
              {(lists) => <ProfileForm profile={profile} cv={lists} />}
            </QueryState>
          </TitledSection>
        </div>
      )}
    </QueryState>
  )
}
