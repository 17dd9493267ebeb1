import type { MouseEvent } from 'react'
import type { AnyRouter } from '@tanstack/react-router'

/** A link the app can open itself: same origin and not a file download. */
export function isInternalHref(href: string) {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  return !href.startsWith('/api/')
}

/**
 * Lets a plain `<a>` with a server-provided href navigate inside the app. Modified clicks (new tab, download)
 * and links meant for another window keep the browser's behaviour.
 */
export function navigateInApp(event: MouseEvent, router: AnyRouter, anchor: HTMLAnchorElement) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  if (anchor.target && anchor.target !== '_self') return
  if (anchor.hasAttribute('download')) return
  const href = anchor.getAttribute('href')
  if (!href || !isInternalHref(href)) return
  event.preventDefault()
  void router.navigate({ href })
}
