import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import './styles/global.css.ts'
import { createQueryClient, persistQueryCache } from './lib/query-client.ts'
import { registerServiceWorker } from './lib/service-worker.ts'
import { createAppRouter } from './router.ts'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

registerServiceWorker(async (activate) => {
  const { showToast } = await import('./ui/toast-store.ts')
  showToast({
    title: 'A new version of Scholar Hub is available.',
    duration: Infinity,
    action: { label: 'Reload', onAction: activate },
    dismissLabel: 'Later',
  })
})

// Restore the offline cache first, so the first render already shows what was last seen.
await persistQueryCache(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
