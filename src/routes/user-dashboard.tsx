import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../features/account/api/account-queries.ts'
import { UserDashboard } from '../features/account/components/dashboard/UserDashboard.tsx'
import { requireSignedIn } from '../features/account/guards.ts'
import { DashboardSearch } from '../features/account/search.ts'
import { warm } from '../lib/warm.ts'

export const Route = createFileRoute('/user-dashboard')({
  validateSearch: DashboardSearch,
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => warm(queryClient, profileQuery()),
  component: UserDashboard,
})
