import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminPayments } from '../api/admin-plans.ts'
import { AdminPaymentCard } from './AdminPaymentCard.tsx'

const route = getRouteApi('/admin-dashboard/plans/payments')

const texts = {
  loading: 'Loading payments...',
  loadingMore: 'Loading more payments...',
  empty: 'No payments found',
  end: 'No more payments to load.',
  count: shownCount('payment', 'payments'),
}

/** The payments behind the plans, newest first, found by a member's email or name or by PayPal's ids; read only. */
export function AdminPaymentsPage() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminPayments.listQuery(search))
  return (
    <AdminListPage
      section="Plan Management"
      heading="Payments"
      addButton={
        <ButtonLink to="/admin-dashboard/plans" variant="outline">
          Back to Plan Management
        </ButtonLink>
      }
      searchLabel="Search payments"
      searchPlaceholder="Search by email or PayPal id..."
      search={search}
      setSearch={(text) => void navigate({ search: text ? { search: text } : {}, replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.payments) ?? []}
      itemKey={(payment) => payment.id}
      renderItem={(payment) => <AdminPaymentCard payment={payment} />}
      texts={texts}
      label="Payments"
      errorTitle="We could not load the payments."
    />
  )
}
