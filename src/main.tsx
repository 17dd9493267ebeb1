import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import './styles/global.css.ts'
import './styles/boot.css.ts'
import { syncWithAuth } from './features/account/auth-sync.ts'
import { createQueryClient } from './lib/query-client.ts'
import { whenIdle } from './lib/when-idle.ts'
import { addAllRoutes } from './route-tree.ts'
import { createAppRouter } from './router.ts'

const queryClient = createQueryClient()

/** Ends the current task, so the browser can paint and answer input between the steps of the start. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve))

// Not top-level awaits: route chunks import from this file (see vite.config.ts), so while it awaited router.load()
// the route chunk that load needs could never run.
async function start() {
  // Evaluating the modules is one task; building the router's matching from the route tree is the next.
  await yieldToBrowser()
  const router = createAppRouter(queryClient)
  syncWithAuth(queryClient, router)
  // A page at any other address than the home's comes with the full route tree preloaded (server/web/shell.ts): added
  // before the first match, the address is matched once rather than again once the root route has asked for it. A
  // tree that fails to arrive is asked for again by the root route, whose error screen then says so.
  if (location.pathname !== '/') await addAllRoutes(router).catch(() => undefined)
  await yieldToBrowser()
  // Matching the URL and starting its loaders before the first render means that render draws the screen
  // itself, rather than an empty frame followed by a blocking re-render once the router has loaded.
  await router.load()
  await yieldToBrowser()

  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; the server's boot markup stays on screen until it commits.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
  })

  // Once the first screen is up and the browser is idle, each in a task of its own: every other screen's route (on
  // the home, so that a tap elsewhere finds it), the service worker, and the offline cache (a first visit has nothing
  // saved, and online the page carries its first screen's answers, which are newer than anything saved; offline
  // nothing else keeps the browser busy, so idle comes at once). A piece that fails to download costs only the offline
  // cache or the update prompt, never the screen; a route tree that failed is asked for again with the next address.
  whenIdle(() => void addAllRoutes(router).catch(() => undefined))
  whenIdle(() => void import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker(offerUpdate)).catch(() => undefined))
  whenIdle(() => void import('./lib/query-persister.ts').then(({ persistQueryCache }) => persistQueryCache(queryClient)).catch(() => undefined))
}

async function offerUpdate(activate: () => void) {
  const { showToast } = await import('./ui/toast-store.ts')
  showToast({
    title: 'A new version of Scholar Hub is available.',
    duration: Infinity,
    action: { label: 'Reload', onAction: activate },
    dismissLabel: 'Later',
  })
}

void start()
