import { Suspense, type ReactNode } from 'react'
import { useWhenIdle } from '../lib/when-idle.ts'

interface WhenIdleProps {
  /** What is rendered once the browser is idle; usually lazy, so its code is fetched only then. */
  children: ReactNode
  /** Shown until then and until the children's code has arrived. */
  fallback?: ReactNode
}

/** Renders what the first screen does not show once that screen is up and the browser is idle (lib/when-idle.ts). */
export function WhenIdle({ children, fallback = null }: WhenIdleProps) {
  // The switch is a transition, so the fallback stays on screen while the children's code loads.
  return <Suspense fallback={fallback}>{useWhenIdle() ? children : fallback}</Suspense>
}
