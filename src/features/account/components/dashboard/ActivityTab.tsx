import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { formatDateTime } from '../../../../lib/dates.ts'
import { activitiesQuery } from '../../api/account-queries.ts'
import * as styles from './ActivityTab.css.ts'

export function ActivityTab() {
  const query = useQuery(activitiesQuery())
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Your Recent Activity
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading your activity"
        pending={<Skeleton lines={6} />}
        errorTitle="We could not load your activity."
        isEmpty={(activities) => activities.length === 0}
        empty={<p className={styles.empty}>No activities found</p>}
      >
        {(activities) => (
          <ol className={styles.list}>
            {activities.map(({ text, createdAt }, index) => (
              <li key={`${createdAt}-${index}`} className={styles.item}>
                <span>{text}</span>
                <time dateTime={createdAt} className={styles.time}>
                  {formatDateTime(createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  )
}
