import { createFileRoute } from '@tanstack/react-router'
import { warmOverview } from '../features/analytics/api/analytics.ts'
import { AnalyticsPage, tabOf } from '../features/analytics/components/AnalyticsPage.tsx'
import { readRange } from '../features/analytics/range.ts'
import { analyticsSearch } from '../features/analytics/search.ts'

export const Route = createFileRoute('/admin-dashboard/analytics')({
  validateSearch: analyticsSearch,
  loaderDeps: ({ search }) => search,
  // The overview is what the screen opens on; the other reports load when their tab is chosen.
  loader: ({ context: { queryClient }, deps }) => {
    const { range } = readRange(deps)
    if (range && tabOf(deps.report).id === 'overview') warmOverview(queryClient, range)
  },
  component: AnalyticsPage,
})
