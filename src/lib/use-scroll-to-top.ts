import { useEffect } from 'react'

/**
 * Opens the screen at its top, also where the router would restore an earlier scroll position. The effect has
 * a block body: scrollTo returns a promise in newer browsers, which React would take for a cleanup function.
 */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])
}
