import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { adminStatusSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { paymentsSection } from '../features/plans/admin/payments-section.ts'
import { filterParam } from '../lib/search-params.ts'

export const Route = createFileRoute('/admin-dashboard/plans/payments')({
  validateSearch: v.object({ ...adminStatusSearch.entries, from: filterParam, to: filterParam }),
  component: () => <SectionListPage section={paymentsSection} />,
})
