import type { QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'
import { countViews } from './features/analytics/view-beacon.ts'
import { AppError } from './features/layout/components/AppError.tsx'
import { routeTree } from './homeRouteTree.gen.ts'
import { addAllRoutes } from './route-tree.ts'
import type { routeTree as fullRouteTree } from './routeTree.gen.ts'

/** The app's router; tests build it with a memory history to render real screens. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    // Typed as the full tree, which it becomes before any other screen is matched (src/route-tree.ts).
    routeTree: routeTree as unknown as typeof fullRouteTree,
    history,
    context: { queryClient, addAllRoutes: (): Promise<boolean> => addAllRoutes(router) },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router should always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // useHashScroll owns hash targets: it waits for the data that renders them and honours reduced motion.
    defaultHashScrollIntoView: false,
    // Fetched when an address names nothing, never with the first screen; the service worker keeps it offline.
    // The error screen stays in: it must show when fetching a screen is what failed.
    defaultNotFoundComponent: lazyRouteComponent(() => import('./features/layout/components/NotFound.tsx'), 'NotFound'),
    defaultErrorComponent: AppError,
  })
  countViews(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
