import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { appPaths } from '../../../lib/app-paths.ts'
import { subscriptionsQuery } from '../api/plans-queries.ts'
import * as styles from './SubscriptionsPage.css.ts'
import { SubscriptionsTable } from './SubscriptionsTable.tsx'

/** The signed-in user's plans, past and present. */
export function SubscriptionsPage() {
  const query = useQuery(subscriptionsQuery())
  const headingId = useId()
  usePageMeta('Subscriptions')

  return (
    <Container className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        SUBSCRIPTIONS
      </h1>
      <QueryState
        query={query}
        loadingLabel="Loading your subscriptions"
        pending={<Skeleton lines={4} />}
        errorTitle="We could not load your subscriptions."
        isEmpty={(subscriptions) => subscriptions.length === 0}
        empty={
          <Notice
            title="No subscription found"
            action={
              <ButtonLink to={appPaths.plans} size="sm">
                Plans
              </ButtonLink>
            }
          />
        }
      >
        {(subscriptions) => <SubscriptionsTable subscriptions={subscriptions} labelledBy={headingId} />}
      </QueryState>
    </Container>
  )
}
