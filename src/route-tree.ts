import type { AnyRouter } from '@tanstack/react-router'

const complete = new WeakSet<AnyRouter>()

/**
 * Gives `router` every screen's route; resolves true when they were not all there when asked, so what was matched
 * before must be matched again. The first screen's script holds the tree of the home alone (src/homeRouteTree.gen.ts,
 * see vite.config.ts): the other screens' definitions (their paths, search schemas and guards, and the lists of files
 * each loads) come in a chunk of their own, fetched once the home is idle, with the page at any other address
 * (server/web/shell.ts), or when another address is opened first. Loading the full tree attaches every route to the
 * root route, which all routers share; each router then rebuilds its own matching from it.
 */
export async function addAllRoutes(router: AnyRouter): Promise<boolean> {
  if (complete.has(router)) return false
  await import('./routeTree.gen.ts')
  if (!complete.has(router)) {
    router.setRoutes(router.buildRouteTree())
    complete.add(router)
  }
  return true
}
