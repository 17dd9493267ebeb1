import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { contactInfoQuery, menuQuery } from '../features/content/api/content-queries.ts'
import { AppLayout } from '../features/layout/components/AppLayout.tsx'
import { warm } from '../lib/warm.ts'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The header's menu and the footer's contact lines are asked for alongside the page's own data rather than
  // after the layout has rendered; nothing waits for them.
  loader: ({ context: { queryClient } }) => {
    void warm(queryClient, menuQuery())
    void warm(queryClient, contactInfoQuery())
  },
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
})
