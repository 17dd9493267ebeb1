import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../features/account/guards.ts'
import { subscriptionsQuery } from '../features/plans/api/plans-queries.ts'
import { SubscriptionsPage } from '../features/plans/components/SubscriptionsPage.tsx'
import { warm } from '../lib/warm.ts'

export const Route = createFileRoute('/subscriptions')({
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => warm(queryClient, subscriptionsQuery()),
  component: SubscriptionsPage,
})
