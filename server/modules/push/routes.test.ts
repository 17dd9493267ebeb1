import * as v from 'valibot'
import { createECDH } from 'node:crypto'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_SUBSCRIPTIONS_MAX, PushDevicesResponse, pushMessages, PushKeyResponse, PushSubscribedResponse } from '../../../contract/push.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { startPushService, type PushService } from '../../../tests/support/push-service.ts'
import { createSession } from '../../seed/factories/accounts.ts'

// Subscriptions as a member's browser makes them, against the server as production runs it: push services must be
// public hosts. The sending itself is in sending.test.ts.

const vapid = webpush.generateVAPIDKeys()
const vapidEnv = { PUSH_NOTIFICATIONS: 'true', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@example.com' }

let t: Awaited<ReturnType<typeof createTestApp>>
let service: PushService
beforeAll(async () => {
  service = await startPushService()
  t = await createTestApp({ env: vapidEnv, pushCa: service.ca })
})
afterAll(async () => {
  await t.close()
  await service.close()
})

/** A browser's subscription whose endpoint is `endpoint`, with real keys. */
const browser = (endpoint: string) => ({ ...service.subscription(), endpoint })
/** A public push service's address: the name is never resolved, since an address literal needs no lookup. */
const publicEndpoint = () => `https://203.0.114.${Math.floor(Math.random() * 250) + 1}/push/${crypto.randomUUID()}`
const subscribe = (api: ApiClient, body: object) => api.post('/api/push-subscriptions', body)
const devicesOf = async (api: ApiClient) => v.parse(PushDevicesResponse, (await api.get('/api/push-subscriptions')).json()).data
const rowsOf = (userId: string) => t.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute()

describe('push subscriptions', () => {
  it('are for signed-in members only: a visitor gets 401 from every call', async () => {
    expect((await t.guest.get('/api/push-subscriptions/key')).statusCode).toBe(401)
    expect((await t.guest.get('/api/push-subscriptions')).statusCode).toBe(401)
    expect((await subscribe(t.guest, browser(publicEndpoint()))).statusCode).toBe(401)
    expect((await t.guest.delete('/api/push-subscriptions', { endpoint: publicEndpoint() })).statusCode).toBe(401)
  })

  it('gives the VAPID key, stores this device’s subscription, lists it as this device, and removes it by its endpoint', async () => {
    const member = await t.signIn()
    expect(v.parse(PushKeyResponse, (await member.api.get('/api/push-subscriptions/key')).json()).data.publicKey).toBe(vapid.publicKey)
    const sub = browser(publicEndpoint())
    const res = await subscribe(member.api, { ...sub, expirationTime: null })
    expect(res.statusCode, res.body).toBe(201)
    expect(v.parse(PushSubscribedResponse, res.json())).toMatchObject({ data: { current: true }, message: pushMessages.allowed })
    // Allowing again on this device keeps one subscription.
    expect((await subscribe(member.api, sub)).statusCode).toBe(201)
    const devices = await devicesOf(member.api)
    expect(devices).toHaveLength(1)
    expect(devices[0]).toMatchObject({ current: true, browser: expect.any(String) })
    // The list never shows the endpoint or keys.
    expect(JSON.stringify(devices)).not.toContain(sub.keys.auth)
    expect(JSON.stringify(devices)).not.toContain(sub.endpoint)

    const removed = await member.api.delete('/api/push-subscriptions', { endpoint: sub.endpoint })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().message).toBe(pushMessages.removed)
    expect(await rowsOf(member.id)).toEqual([])
    expect((await member.api.delete(`/api/push-subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`)).statusCode).toBe(404)
  })

  it('keeps one subscription per device: a new endpoint replaces this device’s, and another device’s is its own', async () => {
    const member = await t.signIn()
    const laptop = t.client({ token: await createSession(t.db, member.id) })
    await subscribe(member.api, browser(publicEndpoint()))
    const renewed = browser(publicEndpoint())
    await subscribe(member.api, renewed)
    await subscribe(laptop, browser(publicEndpoint()))
    const rows = await rowsOf(member.id)
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => row.endpoint)).toContain(renewed.endpoint)
    const devices = await devicesOf(member.api)
    expect(devices.filter((d) => d.current)).toHaveLength(1)
    // The other device is removed from here by its id.
    const other = devices.find((d) => !d.current)!
    expect((await member.api.delete(`/api/push-subscriptions?id=${other.id}`)).statusCode).toBe(200)
    expect((await devicesOf(laptop)).map((d) => d.current)).toEqual([false])
  })

  it('touches only the member’s own: another member neither sees nor removes them', async () => {
    const owner = await t.signIn()
    const other = await t.signIn()
    const sub = browser(publicEndpoint())
    await subscribe(owner.api, sub)
    const [mine] = await devicesOf(owner.api)
    expect(await devicesOf(other.api)).toEqual([])
    expect((await other.api.delete('/api/push-subscriptions', { endpoint: sub.endpoint })).statusCode).toBe(404)
    expect((await other.api.delete('/api/push-subscriptions', { id: mine!.id })).statusCode).toBe(404)
    expect(await rowsOf(owner.id)).toHaveLength(1)
  })

  it('goes when its device signs out', async () => {
    const member = await t.signIn()
    await subscribe(member.api, browser(publicEndpoint()))
    expect((await member.api.post('/api/logout')).statusCode).toBe(200)
    expect(await rowsOf(member.id)).toEqual([])
  })

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} devices per member, and says so`, async () => {
    const member = await t.signIn()
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_MAX; i++) {
      const token = await createSession(t.db, member.id)
      expect((await subscribe(t.client({ token }), browser(publicEndpoint()))).statusCode).toBe(201)
    }
    const res = await subscribe(member.api, browser(publicEndpoint()))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(pushMessages.tooMany)
    expect(await rowsOf(member.id)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX)
  })

  it.each([
    ['http://push.example.com/send/1', 'endpoint', pushMessages.endpoint],
    ['ftp://push.example.com/send/1', 'endpoint', pushMessages.endpoint],
    ['https://127.0.0.1/push', 'endpoint', pushMessages.privateHost],
    ['https://127.1/push', 'endpoint', pushMessages.privateHost],
    ['https://2130706433/push', 'endpoint', pushMessages.privateHost],
    ['https://0x7f000001/push', 'endpoint', pushMessages.privateHost],
    ['https://[::1]/push', 'endpoint', pushMessages.privateHost],
    ['https://[::ffff:127.0.0.1]/push', 'endpoint', pushMessages.privateHost],
    ['https://[::ffff:a9fe:a9fe]/push', 'endpoint', pushMessages.privateHost],
    ['https://[fd00::1]/push', 'endpoint', pushMessages.privateHost],
    ['https://[fe80::1]/push', 'endpoint', pushMessages.privateHost],
    ['https://[64:ff9b::10.0.0.1]/push', 'endpoint', pushMessages.privateHost],
    ['https://[2002:c0a8:0101::1]/push', 'endpoint', pushMessages.privateHost],
    ['https://10.0.0.1/push', 'endpoint', pushMessages.privateHost],
    ['https://172.16.5.4/push', 'endpoint', pushMessages.privateHost],
    ['https://192.168.1.1/push', 'endpoint', pushMessages.privateHost],
    ['https://169.254.169.254/latest/meta-data', 'endpoint', pushMessages.privateHost],
    ['https://100.64.0.1/push', 'endpoint', pushMessages.privateHost],
    ['https://0.0.0.0/push', 'endpoint', pushMessages.privateHost],
    // Names are resolved: localhost is loopback; a name that resolves to nothing is no push service.
    ['https://localhost/push', 'endpoint', pushMessages.privateHost],
    ['https://no-such-push-service.invalid/push', 'endpoint', pushMessages.unknownHost],
    ['https://user:secret@203.0.114.9/push', 'endpoint', pushMessages.endpoint],
    [`https://203.0.114.9/${'x'.repeat(2100)}`, 'endpoint', pushMessages.endpoint],
  ])('refuses the endpoint %s with a 400 and a field message, storing nothing', async (endpoint, path, message) => {
    const member = await t.signIn()
    const res = await subscribe(member.api, browser(endpoint))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues).toContainEqual({ path, message })
    expect(await rowsOf(member.id)).toEqual([])
  })

  it('refuses malformed and hostile bodies with 400s (413 when oversize), never a 5xx', async () => {
    const member = await t.signIn()
    const sub = browser(publicEndpoint())
    const offCurve = `B${'A'.repeat(85)}E`
    const cases: [object, string][] = [
      [{ ...sub, keys: { ...sub.keys, p256dh: 'not-base64!' } }, 'keys.p256dh'],
      [{ ...sub, keys: { ...sub.keys, p256dh: sub.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...sub, keys: { ...sub.keys, p256dh: offCurve } }, 'keys.p256dh'],
      [{ ...sub, keys: { ...sub.keys, auth: 'short' } }, 'keys.auth'],
      [{ ...sub, keys: { ...sub.keys, auth: `${sub.keys.auth}==` } }, 'keys.auth'],
      [{ ...sub, keys: { ...sub.keys, auth: 12345 } }, 'keys.auth'],
      [{ endpoint: sub.endpoint }, 'keys'],
      [{ keys: sub.keys }, 'endpoint'],
      [{ ...sub, endpoint: ['https://203.0.114.9/x'] }, 'endpoint'],
      [{ ...sub, endpoint: 'https://' }, 'endpoint'],
    ]
    for (const [body, path] of cases) {
      const res = await subscribe(member.api, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues.map((i: { path: string }) => i.path), JSON.stringify(body)).toContain(path)
    }
    expect((await member.api.post('/api/push-subscriptions', [])).statusCode).toBe(400)
    expect((await subscribe(member.api, { ...sub, padding: 'x'.repeat(20_000) })).statusCode).toBe(413)
    for (const query of ['', '?id=0', '?id=abc', '?id=1&endpoint=https://203.0.114.9/x', '?endpoint=http://203.0.114.9/x', `?id=${'9'.repeat(16)}`]) {
      expect((await member.api.delete(`/api/push-subscriptions${query}`)).statusCode, query).toBe(400)
    }
    expect((await member.api.delete('/api/push-subscriptions', { endpoint: 42 })).statusCode).toBe(400)
    expect(await rowsOf(member.id)).toEqual([])
  })

  it('limits how often a member changes subscriptions', async () => {
    const member = await t.signIn()
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await subscribe(member.api, browser(publicEndpoint()))).statusCode)
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
  })
})

describe('push to a name that resolves to a private address', () => {
  it('is never sent, even when the subscription was stored, and the subscription goes', async () => {
    const member = await t.signIn()
    const session = await t.db.selectFrom('sessions').select('id').where('user_id', '=', member.id).executeTakeFirstOrThrow()
    // As if the name had resolved publicly when it was subscribed: `localhost` resolves to the push service's loopback.
    const sub = service.subscription('localhost')
    await t.db.insertInto('push_subscriptions').values({ user_id: member.id, session_id: session.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }).execute()
    await t.db.transaction().execute((trx) => t.app.push.enqueue(trx, [{ userId: member.id, title: 'Hello', body: 'Body', url: '/chat', tag: 'test' }]))
    await t.app.push.drain()
    expect(service.requests(sub.id)).toEqual([])
    expect(await rowsOf(member.id)).toEqual([])
  })
})

describe('push turned off (PUSH_NOTIFICATIONS=false)', () => {
  let off: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    off = await createTestApp({ captureLog: true, env: { PUSH_NOTIFICATIONS: 'false' } })
  })
  afterAll(() => off.close())

  it('says so at start, and answers that notifications are not available; nothing is queued', async () => {
    expect(off.logLines.join('\n')).toContain('Push notifications are off')
    const member = await off.signIn()
    const key = await member.api.get('/api/push-subscriptions/key')
    expect(key.json()).toEqual({ data: { publicKey: null }, message: pushMessages.off })
    const res = await member.api.post('/api/push-subscriptions', browser(publicEndpoint()))
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'push_off', message: pushMessages.off })
    // Bad input is still a 400, whatever the server's settings.
    expect((await member.api.post('/api/push-subscriptions', { endpoint: 'http://x' })).statusCode).toBe(400)
    await off.db.transaction().execute((trx) => off.app.push.enqueue(trx, [{ userId: member.id, title: 'T', body: 'B', url: '/', tag: 'x' }]))
    expect(await off.db.selectFrom('push_outbox').select('id').where('user_id', '=', member.id).execute()).toEqual([])
  })
})

describe('push out of the box (no VAPID keys given)', () => {
  it('makes the site’s own key pair once, keeps it in the database, and sends with the same key after a restart', async () => {
    const first = await createTestApp({ env: { PUSH_NOTIFICATIONS: 'true' }, captureLog: true })
    try {
      expect(first.logLines.join('\n')).toContain("Push notifications are on (the site's own VAPID keys, kept in its database)")
      const member = await first.signIn()
      const key = v.parse(PushKeyResponse, (await member.api.get('/api/push-subscriptions/key')).json()).data.publicKey
      expect(key).toMatch(/^B[\w-]{86}$/)
      const stored = await first.db.selectFrom('signing_keys').select('key').where('name', '=', 'vapid-private-key').executeTakeFirstOrThrow()
      const ecdh = createECDH('prime256v1')
      ecdh.setPrivateKey(stored.key)
      expect(ecdh.getPublicKey().toString('base64url')).toBe(key)
      // A subscription is taken: push is on.
      expect((await member.api.post('/api/push-subscriptions', browser(publicEndpoint()))).statusCode).toBe(201)

      const again = await createTestApp({ env: { PUSH_NOTIFICATIONS: 'true' } })
      try {
        const other = await again.signIn()
        expect(v.parse(PushKeyResponse, (await other.api.get('/api/push-subscriptions/key')).json()).data.publicKey).toBe(key)
      } finally {
        await again.close()
      }
    } finally {
      await first.close()
    }
  })
})
