import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { onTestFinished, vi } from 'vitest'
import { syncWithAuth } from '../features/account/auth-sync.ts'
import { createAppRouter } from '../router.ts'
// Every screen's route, imported with the test's own modules: a router still starts with the home's tree alone and
// adds the rest as the app does (src/route-tree.ts), but the first test to open another screen does not pay for
// importing them all within its time.
import '../routeTree.gen.ts'

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

/** Renders the whole app (layout, routes, loaders) at `path`, as a visitor arriving there would see it. */
export function renderApp(path: string) {
  // jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
  vi.stubGlobal('scrollTo', () => {})
  // Nor layout, so no ResizeObserver either; the subject strip measures its loop with one.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} })
  const queryClient = testQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  onTestFinished(syncWithAuth(queryClient, router))
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

/** Renders a component that reads queries but needs no router. */
export function renderWithQueries(ui: ReactNode) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>)
}
