import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { profileQuery } from '../features/account/api/account-queries.ts'
import { UserDashboard } from '../features/account/components/dashboard/UserDashboard.tsx'
import { requireSignedIn } from '../features/account/guards.ts'
import { warm } from '../lib/warm.ts'

export const dashboardTabs = ['profile', 'settings', 'activity'] as const

export const Route = createFileRoute('/user-dashboard')({
  validateSearch: v.object({ tab: v.optional(v.fallback(v.picklist(dashboardTabs), 'profile'), 'profile') }),
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => warm(queryClient, profileQuery()),
  component: UserDashboard,
})
