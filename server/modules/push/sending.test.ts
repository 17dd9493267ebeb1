import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { startPushService, type PushService } from '../../../tests/support/push-service.ts'
import { createSession } from '../../seed/factories/accounts.ts'
import { createNotificationsRepository } from '../notifications/repository.ts'
import { topicOf } from './sender.ts'
import type { PushMessage } from '../../core/ports.ts'

// The server's real sending code (the outbox, its drain, web-push's encryption and VAPID) against a push service on
// loopback that decrypts what it gets with each test device's keys. Loopback is a private address, which production
// refuses: PUSH_ALLOW_PRIVATE_HOSTS lets this test's push service in.
//
// A database of this file's own: a drain takes whatever the outbox holds, so another file's app with push keys (the
// chat pushes', the push routes') would take these messages, fail to reach this push service, and put them off, and
// these drains would take theirs.

const vapid = webpush.generateVAPIDKeys()
const SUBJECT = 'mailto:push@example.com'

let t: Awaited<ReturnType<typeof createTestApp>>
let service: PushService
beforeAll(async () => {
  service = await startPushService()
  t = await createTestApp({
    ownDatabase: true,
    env: { PUSH_NOTIFICATIONS: 'true', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: SUBJECT, PUSH_ALLOW_PRIVATE_HOSTS: 'true' },
    pushCa: service.ca,
  })
})
afterAll(async () => {
  await t.close()
  await service.close()
})

/** A member with `devices` signed-in devices, each with notifications allowed through the API. */
async function memberWithDevices(devices = 1) {
  const member = await t.signIn()
  const subscribed = []
  for (let i = 0; i < devices; i++) {
    const api = i === 0 ? member.api : t.client({ token: await createSession(t.db, member.id) })
    const sub = service.subscription()
    const res = await api.post('/api/push-subscriptions', sub)
    expect(res.statusCode, res.body).toBe(201)
    subscribed.push(sub)
  }
  return { ...member, devices: subscribed }
}

const message = (userId: string, overrides: Partial<PushMessage> = {}): PushMessage => ({
  userId,
  title: 'New vacancy: Cardiology Fellow',
  body: 'Toronto General Hospital',
  url: '/vacancy/cardiology-fellow',
  tag: 'alert:vacancy:1',
  ...overrides,
})
const enqueue = (...messages: PushMessage[]) => t.db.transaction().execute((trx) => t.app.push.enqueue(trx, messages))
const outboxOf = (userId: string) => t.db.selectFrom('push_outbox').selectAll().where('user_id', '=', userId).execute()
const subscriptionsOf = (userId: string) => t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute()

describe('sending pushes', () => {
  it('encrypts one message for each of the member’s devices, with VAPID for the push service’s origin, and empties the outbox', async () => {
    const member = await memberWithDevices(2)
    await enqueue(message(member.id))
    await t.app.push.drain()
    expect(service.problems).toEqual([])
    for (const device of member.devices) {
      const [push] = service.received(device.id)
      expect(push).toMatchObject({
        ttl: 86_400,
        urgency: 'normal',
        topic: topicOf('alert:vacancy:1'),
        payload: { title: 'New vacancy: Cardiology Fellow', body: 'Toronto General Hospital', url: '/vacancy/cardiology-fellow', tag: 'alert:vacancy:1', badge: 0 },
        vapid: { sub: SUBJECT, publicKey: vapid.publicKey },
      })
    }
    expect(await outboxOf(member.id)).toEqual([])
  })

  it('carries the badge count: unread notifications and unread chat messages', async () => {
    const member = await memberWithDevices()
    const notifications = createNotificationsRepository(t.db)
    for (const title of ['One', 'Two']) await notifications.create(t.db, member.id, { title, text: title })
    await enqueue(message(member.id))
    await t.app.push.drain()
    expect(service.received(member.devices[0]!.id)).toMatchObject([{ payload: { badge: 2 } }])
  })

  it('sends one notification per tag: the newest message waiting replaces the others', async () => {
    const member = await memberWithDevices()
    await enqueue(message(member.id, { tag: 'chat:a', body: 'First' }), message(member.id, { tag: 'chat:a', body: 'Second' }))
    await enqueue(message(member.id, { tag: 'chat:a', body: 'Third' }), message(member.id, { tag: 'chat:b', body: 'Other conversation' }))
    await t.app.push.drain()
    const bodies = service.received(member.devices[0]!.id).map((push) => (push.payload as { body: string }).body)
    expect(bodies.sort()).toEqual(['Other conversation', 'Third'])
    expect(service.received(member.devices[0]!.id).every((push) => push.urgency === 'high')).toBe(true)
  })

  it('queues nothing when the news is not saved, nor for an empty list, and opens only paths of the app', async () => {
    const member = await memberWithDevices()
    await t.db
      .transaction()
      .execute(async (trx) => {
        await t.app.push.enqueue(trx, [message(member.id)])
        throw new Error('the alert job failed')
      })
      .catch(() => undefined)
    await enqueue()
    expect(await outboxOf(member.id)).toEqual([])
    await enqueue(message(member.id, { url: 'https://evil.example/phish', title: 'x'.repeat(500) }), message(member.id, { url: '//evil.example', tag: 'second' }))
    await t.app.push.drain()
    const payloads = service.received(member.devices[0]!.id).map((push) => push.payload as { url: string; title: string })
    expect(payloads.map((p) => p.url)).toEqual(['/', '/'])
    expect(Math.max(...payloads.map((p) => p.title.length))).toBeLessThanOrEqual(100)
  })

  it.each([404, 410])('removes a subscription the push service answers %i, and still sends to the member’s other devices', async (status) => {
    const member = await memberWithDevices(2)
    const [dead, alive] = member.devices as [(typeof member.devices)[0], (typeof member.devices)[0]]
    if (status === 404) service.forget(dead.id)
    else service.answer(dead.id, { status })
    await enqueue(message(member.id))
    await t.app.push.drain()
    expect((await subscriptionsOf(member.id)).map((s) => s.endpoint)).toEqual([alive.endpoint])
    expect(service.received(alive.id)).toHaveLength(1)
    expect(await outboxOf(member.id)).toEqual([])
  })

  it('retries after a 5xx or 429 when the push service says (Retry-After), or backing off, and then delivers', async () => {
    const member = await memberWithDevices(2)
    const [busy, limited] = member.devices as [(typeof member.devices)[0], (typeof member.devices)[0]]
    service.answer(busy.id, { status: 503, headers: { 'retry-after': '120' } })
    service.answer(limited.id, { status: 429 })
    const before = Date.now()
    await enqueue(message(member.id))
    await t.app.push.drain()
    const waiting = await outboxOf(member.id)
    expect(waiting).toHaveLength(2)
    const due = new Map(waiting.map((row) => [row.subscription_id, row.next_attempt_at.getTime() - before]))
    const ids = await t.db.selectFrom('push_subscriptions').select(['id', 'endpoint']).where('user_id', '=', member.id).execute()
    const idOf = (endpoint: string) => ids.find((row) => row.endpoint === endpoint)!.id
    expect(due.get(idOf(busy.endpoint))).toBeGreaterThanOrEqual(119_000)
    expect(due.get(idOf(busy.endpoint))).toBeLessThan(130_000)
    expect(due.get(idOf(limited.endpoint))).toBeGreaterThanOrEqual(29_000)
    expect(due.get(idOf(limited.endpoint))).toBeLessThan(40_000)
    expect(waiting.every((row) => row.attempts === 1)).toBe(true)
    expect(service.received(busy.id)).toEqual([])

    // A drain before they are due sends nothing; once due, they go.
    await t.app.push.drain()
    expect(service.requests(busy.id)).toHaveLength(1)
    await t.db.updateTable('push_outbox').set({ next_attempt_at: new Date() }).where('user_id', '=', member.id).execute()
    await t.app.push.drain()
    expect(service.received(busy.id)).toHaveLength(1)
    expect(service.received(limited.id)).toHaveLength(1)
    expect(await outboxOf(member.id)).toEqual([])
    expect(await subscriptionsOf(member.id)).toHaveLength(2)
  })

  it('drops a message after its last retry, and one the push service refuses, keeping the subscription', async () => {
    const member = await memberWithDevices()
    const device = member.devices[0]!
    service.answer(device.id, { status: 500 })
    await enqueue(message(member.id))
    await t.app.push.drain()
    await t.db.updateTable('push_outbox').set({ next_attempt_at: new Date(), attempts: 7 }).where('user_id', '=', member.id).execute()
    service.answer(device.id, { status: 500 })
    await t.app.push.drain()
    expect(await outboxOf(member.id)).toEqual([])

    service.answer(device.id, { status: 413 })
    await enqueue(message(member.id, { tag: 'refused' }))
    await t.app.push.drain()
    expect(await outboxOf(member.id)).toEqual([])
    expect(await subscriptionsOf(member.id)).toHaveLength(1)
    expect(service.received(device.id)).toEqual([])
  })

  it('tells a member with no device nothing, and keeps nothing for them', async () => {
    const member = await t.signIn()
    await enqueue(message(member.id))
    await t.app.push.drain()
    expect(await outboxOf(member.id)).toEqual([])
  })
})
