import { lazy, Suspense, useState, type ComponentType } from 'react'
import { useSentinel } from './use-sentinel.ts'

/**
 * Renders the component `load` brings once its place comes within 600 px of the screen, so code below the fold is
 * no part of the first screen's script. Where the browser cannot tell (no IntersectionObserver), it renders at once.
 */
export function WhenNear({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [Component] = useState(() => lazy(load))
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const place = useSentinel(() => setNear(true), !near)
  if (!near) return <div ref={place} />
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  )
}
