import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from './test-utils/media.ts'
import { stubApi } from './test-utils/network.ts'

// Loading the full tree attaches every route to the shared root for good, so each case imports the app afresh (this
// file runs in the project that isolates its modules, vitest.config.ts), and not through renderApp, which loads it.
async function open(path: string) {
  vi.stubGlobal('scrollTo', () => {})
  const [{ createAppRouter }, { addAllRoutes }] = await Promise.all([import('./router.ts'), import('./route-tree.ts')])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, addAllRoutes }
}

describe('the route tree', () => {
  // Every route's module, transformed once up front rather than within the first case's time; each case then
  // evaluates them anew.
  beforeAll(() => import('./routeTree.gen.ts'), 60_000)
  beforeEach(() => {
    vi.resetModules()
    stubMatchMedia()
    stubApi({})
  })

  it('starts with the home alone, and gains every screen with the first other address, which then opens', async () => {
    const { router, addAllRoutes } = await open('/')
    await screen.findByRole('banner')
    expect(Object.keys(router.routesById).sort()).toEqual(['/', '__root__'])

    await router.navigate({ to: '/contact' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/contact')
    expect(router.routesById['/admin-dashboard/users/']).toBeDefined()
    // Once they are there, nothing is matched again.
    expect(await addAllRoutes(router)).toBe(false)
  })

  it('opens another address directly, and says so when it names no screen', async () => {
    const { router } = await open('/contact?from=mail')
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy()
    expect(router.state.location.href).toBe('/contact?from=mail')
    await router.navigate({ to: '/no-such-screen' as never })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })
})
