import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router'
import { contactInfoQuery, menuQuery } from '../features/content/api/content-queries.ts'
import { AppLayout } from '../features/layout/components/AppLayout.tsx'
import { warm } from '../lib/warm.ts'

interface RouterContext {
  queryClient: QueryClient
  /** Gives the router every screen's route (src/route-tree.ts); true when they were not all there before. */
  addAllRoutes: () => Promise<boolean>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The first address other than the home's brings every route, and the router matches that address again with them.
  beforeLoad: async ({ context, location }) => {
    if (location.pathname !== '/' && (await context.addAllRoutes())) throw redirect({ href: location.href, replace: true })
  },
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
