import { createFileRoute } from '@tanstack/react-router'
import { plansQuery } from '../features/plans/api/plans-queries.ts'
import { PlansPage } from '../features/plans/components/PlansPage.tsx'
import { ReturnSearch } from '../lib/search-params.ts'
import { warm } from '../lib/warm.ts'

export const Route = createFileRoute('/plans')({
  validateSearch: ReturnSearch,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) => warm(queryClient, plansQuery()),
  component: PlansPage,
})
