import { lazy, Suspense } from 'react'
import { useToasterRequested } from './toaster-signal.ts'

const Toaster = lazy(() => import('./Toaster.tsx'))

/** Mounts the toast region once something asks to show a toast. */
export function ToastOutlet() {
  if (!useToasterRequested()) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
