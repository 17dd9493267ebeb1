import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminLookups } from '../../../../contract/admin.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { adminLookupsQuery } from '../api/admin-lookups-queries.ts'
import * as styles from './AdminForm.css.ts'

/** A management form, drawn once its choices (subjects, types, countries, event modes) have loaded. */
export function WithLookups({ children }: { children: (lookups: AdminLookups) => ReactNode }) {
  const lookups = useQuery(adminLookupsQuery())
  return (
    <QueryState query={lookups} loadingLabel="Loading the form" pending={<Skeleton className={styles.form} lines={8} />} errorTitle="We could not load the form’s choices.">
      {children}
    </QueryState>
  )
}
