import { afterEach, describe, expect, it, vi } from 'vitest'
import { appUrl, openFromNotification, showPush } from './push.ts'

// The worker's push handlers with the browser's parts stubbed: what is shown for a push, what the badge says, and
// which window a tap opens. The real browser runs them in tests/e2e/push.spec.ts.

const data = (payload: unknown) => ({ json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) }) as PushMessageData

function stubWorker({ windows = [] as { url: string; navigate: (url: string) => Promise<unknown> }[] } = {}) {
  const showNotification = vi.fn(async (_title: string, _options: NotificationOptions) => undefined)
  const setAppBadge = vi.fn(async (_count?: number) => undefined)
  const clearAppBadge = vi.fn(async () => undefined)
  const openWindow = vi.fn(async (_url: string) => null)
  const clients = windows.map((w) => {
    const client = { ...w, focus: vi.fn() }
    client.focus.mockResolvedValue(client)
    return client
  })
  vi.stubGlobal('registration', { showNotification })
  vi.stubGlobal('clients', { matchAll: vi.fn(async () => clients), openWindow })
  Object.defineProperties(navigator, { setAppBadge: { value: setAppBadge, configurable: true }, clearAppBadge: { value: clearAppBadge, configurable: true } })
  return { showNotification, setAppBadge, clearAppBadge, openWindow, clients }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge')
  Reflect.deleteProperty(navigator, 'clearAppBadge')
})

describe('a push', () => {
  it('shows the notification with its tag (renotifying), the app icon and the screen to open, and sets the badge', async () => {
    const worker = stubWorker()
    await showPush(data({ title: 'Dr. Kavya Rao', body: 'Are you there?', url: '/chat?conversationId=c1', tag: 'chat:c1', badge: 3 }))
    expect(worker.showNotification).toHaveBeenCalledWith('Dr. Kavya Rao', {
      body: 'Are you there?',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: '/chat?conversationId=c1' },
      tag: 'chat:c1',
      renotify: true,
    })
    expect(worker.setAppBadge).toHaveBeenCalledWith(3)
    await showPush(data({ title: 'Read', body: 'All read', url: '/', badge: 0 }))
    expect(worker.clearAppBadge).toHaveBeenCalled()
  })

  it('still shows something for a payload it cannot read, and never a link out of the app', async () => {
    const worker = stubWorker()
    await showPush(data('{"title": 42, "url": "https://evil.example/"}'))
    await showPush({ json: () => JSON.parse('not json') } as PushMessageData)
    await showPush(null)
    for (const [title, options] of worker.showNotification.mock.calls) {
      expect(title).toBe('Scholar Hub')
      expect(options).toMatchObject({ body: 'You have something new.', data: { url: '/' } })
      expect(options).not.toHaveProperty('tag')
    }
    expect(worker.setAppBadge).not.toHaveBeenCalled()
    expect(['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example', '/chat?x=1#y'].map(appUrl)).toEqual(['/', '/', '/', '/', '/chat?x=1#y'])
  })
})

describe('tapping a notification', () => {
  const notification = (url: unknown) => ({ data: { url }, close: vi.fn() }) as unknown as Notification

  it('focuses an open window of the app and takes it to the notification’s screen', async () => {
    const navigate = vi.fn(async (url: string) => ({ url }))
    const worker = stubWorker({ windows: [{ url: `${location.origin}/journal-finder`, navigate }] })
    const tapped = notification('/chat?conversationId=c1')
    await openFromNotification(tapped)
    expect(tapped.close).toHaveBeenCalled()
    expect(worker.clients[0]!.focus).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/chat?conversationId=c1')
    expect(worker.openWindow).not.toHaveBeenCalled()
  })

  it('opens a new window when none is open, and only on a path of the app', async () => {
    const worker = stubWorker()
    await openFromNotification(notification('https://evil.example/'))
    await openFromNotification(notification('/vacancy/cardiology-fellow'))
    expect(worker.openWindow.mock.calls).toEqual([['/'], ['/vacancy/cardiology-fellow']])
  })
})
