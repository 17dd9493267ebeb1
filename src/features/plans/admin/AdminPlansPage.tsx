import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminPlans } from '../api/admin-plans.ts'
import { AdminPlanCard } from './AdminPlanCard.tsx'
import * as styles from './AdminPlansPage.css.ts'

const route = getRouteApi('/admin-dashboard/plans/')

const texts = {
  loading: 'Loading plans...',
  loadingMore: 'Loading more plans...',
  empty: 'No plans found',
  end: 'No more plans to load.',
  count: shownCount('plan', 'plans'),
}

/** Plan Management's list: in the plans page's order, searched on the server, each card with Edit and Delete. */
export function AdminPlansPage() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminPlans.listQuery(search))
  return (
    <AdminListPage
      section="Plan Management"
      heading="Plan Details"
      addButton={
        <div className={styles.headerLinks}>
          <ButtonLink to="/admin-dashboard/plans/payments" variant="outline">
            Payments
          </ButtonLink>
          <ButtonLink to="/admin-dashboard/plans/new">Add New Plan</ButtonLink>
        </div>
      }
      searchLabel="Search plans"
      searchPlaceholder="Search plans..."
      search={search}
      setSearch={(text) => void navigate({ search: text ? { search: text } : {}, replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.plans) ?? []}
      itemKey={(plan) => plan.id}
      renderItem={(plan) => <AdminPlanCard plan={plan} />}
      texts={texts}
      label="Plans"
      errorTitle="We could not load the plans."
    />
  )
}
