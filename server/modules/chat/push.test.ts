import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import webpush from 'web-push'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Message, SocketAck } from '../../../contract/chat.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { eventually } from '../../../tests/setup/eventually.ts'
import { socketsFor, type ClientSocket } from '../../../tests/setup/sockets.ts'
import { startPushService, type PushService } from '../../../tests/support/push-service.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createChatRepository } from './repository.ts'

// A chat message is pushed to the people in the conversation whose app is open on no device (no socket on any node),
// one notification per conversation. The push service is on loopback, hence PUSH_ALLOW_PRIVATE_HOSTS.
//
// A database of this file's own: the push outbox is drained by whichever node gets to it first, and another file's
// app (push keys and a push service of its own) would take these pushes and fail to deliver them, putting them off
// for 30 s; this app, which listens and so runs the outbox job, would as well take theirs.

const vapid = webpush.generateVAPIDKeys()
let t: Awaited<ReturnType<typeof createTestApp>>
let service: PushService
let url = ''
const sockets = socketsFor(() => url)

beforeAll(async () => {
  service = await startPushService()
  t = await createTestApp({
    ownDatabase: true,
    env: { PUSH_NOTIFICATIONS: 'true', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'https://scholar-hub.example/contact', PUSH_ALLOW_PRIVATE_HOSTS: 'true' },
    pushCa: service.ca,
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterEach(() => sockets.closeAll())
afterAll(async () => {
  await t.close()
  await service.close()
})

/** How long a push or a socket's answer may take on a busy machine; the tests that wait for them allow twice that. */
const WAIT_MS = 30_000

const send = (socket: ClientSocket, conversationId: string, message: string) =>
  socket.timeout(WAIT_MS).emitWithAck('send_message', { conversationId, message, clientId: randomUUID() }) as Promise<SocketAck<Message>>

/** A member and an expert in one conversation, each signed in with notifications allowed on one device. */
async function conversation() {
  const member = await createPaidMember(t.db, { name: 'Dr. Kavya Rao', features: ['connect-to-expert'] })
  const expert = await createExpert(t.db, { name: 'Dr. Arjun Mehta' })
  const { id } = await createChatRepository(t.db).open(member.id, expert.id)
  const people = await Promise.all(
    [member, expert].map(async (person) => {
      const token = await createSession(t.db, person.id)
      const device = service.subscription()
      expect((await t.client({ token }).post('/api/push-subscriptions', device)).statusCode).toBe(201)
      return { ...person, token, device }
    }),
  )
  return { conversationId: id, member: people[0]!, expert: people[1]! }
}

const pushesTo = (device: string) => service.received(device).map((push) => push.payload as { title: string; body: string; url: string; tag: string; badge: number })

describe('chat pushes', () => {
  it('go to an expert whose app is closed: one notification for the conversation, updated by each message, opening it', async () => {
    const { conversationId, member, expert } = await conversation()
    const memberSocket = await sockets.connect(member.token)
    for (const text of ['Hello doctor', 'Are you there?']) expect((await send(memberSocket, conversationId, text)).ok).toBe(true)
    const arrived = await eventually(async () => {
      await t.app.push.drain()
      return pushesTo(expert.device.id).some((push) => push.body === 'Are you there?')
    }, WAIT_MS)
    expect(arrived).toBe(true)
    const pushes = pushesTo(expert.device.id)
    expect(pushes.at(-1)).toEqual({ title: 'Dr. Kavya Rao', body: 'Are you there?', url: `/chat?conversationId=${conversationId}`, tag: `chat:${conversationId}`, badge: 2 })
    expect(new Set(pushes.map((push) => push.tag))).toEqual(new Set([`chat:${conversationId}`]))
    // The sender, whose app is open, is told nothing.
    expect(pushesTo(member.device.id)).toEqual([])
  }, 2 * WAIT_MS)

  it('are not sent while the recipient has the app open on any device', async () => {
    const { conversationId, member, expert } = await conversation()
    const memberSocket = await sockets.connect(member.token)
    const expertSocket = await sockets.connect(expert.token)
    expect((await send(memberSocket, conversationId, 'You are online')).ok).toBe(true)
    // Pushes are decided in the order messages are sent, and delivered in that order. Once a later message from
    // another conversation (its own notification, which replaces nothing) reaches the expert, now away, the first
    // message's push would have come before it.
    expertSocket.disconnect()
    const other = await createPaidMember(t.db, { name: 'Dr. Meera Iyer', features: ['connect-to-expert'] })
    const later = await createChatRepository(t.db).open(other.id, expert.id)
    const otherSocket = await sockets.connect(await createSession(t.db, other.id))
    const away = await eventually(async () => {
      await send(otherSocket, later.id, 'Are you away?')
      await t.app.push.drain()
      return pushesTo(expert.device.id).length > 0
    }, WAIT_MS)
    expect(away).toBe(true)
    // The loop may send 'Are you away?' more than once before its push arrives; only that conversation is pushed.
    expect(new Set(pushesTo(expert.device.id).map((push) => push.tag))).toEqual(new Set([`chat:${later.id}`]))
  }, 2 * WAIT_MS)
})
