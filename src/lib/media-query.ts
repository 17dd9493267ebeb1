import { useCallback, useSyncExternalStore } from 'react'
import { reducedMotion } from '../styles/media.ts'

export const matchesMedia = (query: string) => window.matchMedia(query).matches

export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => matchesMedia(query), () => false)
}

export const usePrefersReducedMotion = () => useMediaQuery(reducedMotion)
