import { IDBFactory } from 'fake-indexeddb'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { profile, signIn } from '../test-utils/account.ts'
import { Reply, stubApi } from '../test-utils/network.ts'
import type { OutboxItem } from './outbox.ts'

// The outbox's HTTP writes: what the page sends for them, and what it leaves for the service worker.

const Answer = v.object({ data: v.object({ id: v.string() }) })
type Draft = { title: string }

async function openTab() {
  vi.resetModules()
  return import('./outbox.ts')
}

async function stored() {
  const store = await import('./outbox-store.ts')
  return { items: await store.readItems(), session: await store.readSession() }
}

// Polled rather than counted in turns: the first request also loads the HTTP client (src/lib/api.ts).
const until = (check: () => boolean | Promise<boolean>) => vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 5_000, interval: 5 })

const request = (title: string) => ({ path: '/api/community-posts/create', body: { title, text: 'Written offline' } })

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
}

describe('the outbox’s HTTP writes', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
    vi.stubGlobal('BroadcastChannel', undefined)
    signIn()
    setOnline(true)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'onLine')
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('posts the item’s request with its id as the client id, hands the answer on, and forgets the item', async () => {
    const api = stubApi({ 'POST /api/community-posts/create': { id: 'post-1' } })
    const tab = await openTab()
    const sent: [OutboxItem<Draft>, unknown][] = []
    tab.registerOutboxSender<Draft>('post', tab.httpOutboxSender(Answer, { onSent: (item, answer) => sent.push([item, answer]) }))
    const item = await tab.addToOutbox<Draft>('post', { title: 'Hello' }, request('Hello'))
    await until(() => sent.length === 1)
    expect(api.sent('POST /api/community-posts/create')).toEqual([{ title: 'Hello', text: 'Written offline', clientId: item.id }])
    expect(api.requests[0]!.headers.get('authorization')).toBe('Bearer test-token')
    expect(sent[0]![1]).toEqual({ data: { id: 'post-1' } })
    await until(async () => (await stored()).items.length === 0)
  })

  it('keeps a refused item with the server’s message, and sends the edited request when it is retried', async () => {
    let refuse = true
    const api = stubApi({
      'POST /api/community-posts/create': () =>
        refuse
          ? new Reply(400, { code: 'validation', message: 'Post title may be at most 200 characters', issues: [{ path: 'title', message: 'Post title may be at most 200 characters' }] }) : { id: 'post-2' },
    })
    const tab = await openTab()
    tab.registerOutboxSender<Draft>('post', tab.httpOutboxSender(Answer, { onSent: () => undefined }))
    const item = await tab.addToOutbox<Draft>('post', { title: 'x'.repeat(201) }, request('x'.repeat(201)))
    await until(async () => (await stored()).items[0]?.state === 'refused')
    // Kept with the item, so its editor shows the message under its field even after a reload.
    expect((await stored()).items[0]).toMatchObject({
      error: 'Post title may be at most 200 characters',
      issues: [{ path: 'title', message: 'Post title may be at most 200 characters' }],
    })

    refuse = false
    await tab.retryOutboxItem<Draft>(item.id, { title: 'Shorter' }, request('Shorter'))
    await until(async () => (await stored()).items.length === 0)
    expect(api.sent('POST /api/community-posts/create').map((body) => (body as Draft).title)).toEqual(['x'.repeat(201), 'Shorter'])
  })

  it('sends nothing while the browser is offline, and sends once it is back online', async () => {
    setOnline(false)
    const api = stubApi({ 'POST /api/community-posts/create': { id: 'post-3' } })
    const tab = await openTab()
    tab.registerOutboxSender<Draft>('post', tab.httpOutboxSender(Answer, { onSent: () => undefined }))
    await tab.addToOutbox<Draft>('post', { title: 'On the train' }, request('On the train'))
    await tab.flushOutbox()
    expect(api.requests).toEqual([])
    expect((await stored()).items).toHaveLength(1)

    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await until(async () => (await stored()).items.length === 0)
    expect(api.sent('POST /api/community-posts/create')).toHaveLength(1)
  })

  it('asks for Background Sync and leaves the worker the session to send as, which signing out takes away', async () => {
    setOnline(false)
    const register = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => ({ sync: { register } }) }, configurable: true })
    const tab = await openTab()
    await tab.addToOutbox<Draft>('post', { title: 'Later' }, request('Later'))
    await until(() => register.mock.calls.length === 1)
    expect(register).toHaveBeenCalledWith('scholar-hub-outbox')
    await until(async () => (await stored()).session?.token === 'test-token')
    expect((await stored()).session).toEqual({ userId: profile.id, token: 'test-token' })

    const { clearAuth } = await import('./auth.ts')
    clearAuth()
    await until(async () => (await stored()).session === undefined)
  })
})
