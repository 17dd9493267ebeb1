import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { paymentOrderStatuses } from '../../contract/payment-statuses.ts'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { paymentsSection } from '../features/plans/admin/payments-section.ts'
import { optionalParam } from '../lib/search-params.ts'

// An unknown status is none.
export const Route = createFileRoute('/admin-dashboard/plans/payments')({
  validateSearch: v.object({ ...adminListSearch.entries, status: optionalParam(v.picklist(paymentOrderStatuses)) }),
  component: () => <SectionListPage section={paymentsSection} />,
})
