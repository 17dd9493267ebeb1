import { beforeAll, describe, expect, it, vi } from 'vitest'

// The worker's routes, as the browser meets them: each fetch event goes to the listeners the worker added, and a
// request no route takes is left to the network (no respondWith), with nothing cached or queued for it.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string }[]; __WB_DISABLE_DEV_LOGS: boolean }

interface Fetch {
  request: Request
  respondWith: (response: Promise<Response>) => void
  waitUntil: (promise: Promise<unknown>) => void
}
const fetchListeners: ((event: Fetch) => void)[] = []
const listened: string[] = []

/** Whether the worker answers `request` itself. */
function answered(request: Request) {
  let responded = false
  const event: Fetch = {
    request,
    respondWith: (response) => {
      responded = true
      // There is no Cache Storage here: only whether the worker took the request matters.
      response.catch(() => undefined)
    },
    waitUntil: (promise) => void promise.catch(() => undefined),
  }
  for (const listener of fetchListeners) listener(event)
  return responded
}

beforeAll(async () => {
  self.__WB_MANIFEST = [{ url: '/index.html', revision: '1' }]
  self.__WB_DISABLE_DEV_LOGS = true
  const addEventListener = self.addEventListener.bind(self)
  vi.spyOn(self, 'addEventListener').mockImplementation(((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    listened.push(type)
    if (type === 'fetch') fetchListeners.push(listener as unknown as (event: Fetch) => void)
    else addEventListener(type, listener, options)
  }) as typeof self.addEventListener)
  await import('./sw.ts')
})

describe('the service worker', () => {
  it('answers the shell it precached', () => {
    expect(answered(new Request(`${location.origin}/index.html`))).toBe(true)
  })

  it('listens for pushes and for taps on their notifications (sw/push.test.ts tests the handlers)', () => {
    expect(listened).toEqual(expect.arrayContaining(['push', 'notificationclick']))
  })

  it('never takes a screen view’s beacon: it goes to the network or nowhere, uncached and unqueued', () => {
    const beacon = new Request(`${location.origin}/api/analytics/view`, { method: 'POST', body: JSON.stringify({ screen: '/vacancy' }), headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(answered(beacon)).toBe(false)
  })
})
