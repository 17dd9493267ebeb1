import { useEffect } from 'react'

const quietly = (done: Promise<void>) => void done.catch(() => undefined)

/**
 * Mirrors a count on the installed app's icon where the browser can (the Badging API); cleared at 0 and when the
 * component goes (sign-out). Browsers without it, or a page that is not installed, simply show nothing.
 */
export function useAppBadge(count: number) {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return
    quietly(count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge())
  }, [count])
  useEffect(
    () => () => {
      if ('clearAppBadge' in navigator) quietly(navigator.clearAppBadge())
    },
    [],
  )
}
