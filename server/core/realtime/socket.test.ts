import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_MAX_LENGTH, type Message, type SocketAck } from '../../../contract/chat.ts'
import { upgradeRequired } from '../../../contract/plans.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { nextEvent, receives, socketsFor, type ClientSocket } from '../../../tests/setup/sockets.ts'
import { createPaidMember, createSession, createUser } from '../../seed/factories/accounts.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createChatRepository } from '../../modules/chat/repository.ts'
import { closeEndedSessions } from './session-watch.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let url = ''
const sockets = socketsFor(() => url)

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://scholarhub.example', CHAT_MESSAGE_LIMIT: '20' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterEach(() => sockets.closeAll())
afterAll(() => t.close())

/** A member with the chat in their plan, an expert, their conversation, and a socket for each. */
async function pair() {
  const member = await createPaidMember(t.db, { name: 'Dr. Leela Das', features: ['connect-to-expert'] })
  const expert = await createExpert(t.db, { name: 'Prof. Arjun Nair' })
  const conversation = await createChatRepository(t.db).open(member.id, expert.id)
  const memberToken = await createSession(t.db, member.id)
  const expertToken = await createSession(t.db, expert.id)
  return {
    member: { ...member, token: memberToken, socket: await sockets.connect(memberToken) },
    expert: { ...expert, token: expertToken, socket: await sockets.connect(expertToken) },
    conversationId: conversation.id,
  }
}

/** How long a socket's answer may take on a busy machine. */
const WAIT_MS = 15_000

const send = (socket: ClientSocket, payload: unknown) =>
  socket.timeout(WAIT_MS).emitWithAck('send_message', payload as never) as Promise<SocketAck<Message>>
const join = (socket: ClientSocket, conversationId: unknown) =>
  socket.timeout(WAIT_MS).emitWithAck('join_conversation', { conversationId } as never) as Promise<SocketAck<null>>
const stored = async (conversationId: string) =>
  t.db.selectFrom('messages').select(['content', 'sender_id as senderId']).where('conversation_id', '=', conversationId).orderBy('id').execute()

describe('the handshake', () => {
  it('refuses a socket without a token, with an unknown one, or with an ended session', async () => {
    expect(await sockets.refusal(undefined)).toEqual({ message: 'Please login or register', code: 'unauthorized' })
    expect(await sockets.refusal('not-a-token')).toMatchObject({ code: 'session_ended' })
    const user = await createUser(t.db)
    const token = await createSession(t.db, user.id, { expiresAt: new Date(Date.now() - 1000) })
    expect(await sockets.refusal(token)).toMatchObject({ code: 'session_ended' })
  })

  it('refuses a browser on another site, and takes one on the site itself', async () => {
    const user = await createUser(t.db)
    const token = await createSession(t.db, user.id)
    expect(await sockets.refusal(token, { origin: 'https://evil.example' })).toMatchObject({ message: expect.any(String) })
    expect(await sockets.refusal(token, { origin: 'https://scholarhub.example' })).toBeNull()
  })

  it('closes the sockets of a session that signs out, at once, and leaves the person’s other devices', async () => {
    const user = await createUser(t.db)
    const [phone, laptop] = [await createSession(t.db, user.id), await createSession(t.db, user.id)]
    const [phoneSocket, laptopSocket] = [await sockets.connect(phone), await sockets.connect(laptop)]
    const closed = new Promise((resolve) => phoneSocket.once('disconnect', resolve))
    const res = await t.client({ token: phone }).post('/api/logout')
    expect(res.statusCode, res.body).toBe(200)
    expect(await closed).toBe('io server disconnect')
    expect(laptopSocket.connected).toBe(true)
  })

  it('closes the sockets of sessions that ran out when this node checks them', async () => {
    const user = await createUser(t.db)
    const token = await createSession(t.db, user.id)
    const socket = await sockets.connect(token)
    const closed = new Promise((resolve) => socket.once('disconnect', resolve))
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute()
    expect(await closeEndedSessions(t.app.realtime.io, t.db)).toBeGreaterThanOrEqual(1)
    expect(await closed).toBe('io server disconnect')
  })
})

describe('sending', () => {
  it('delivers a message to the other person live, with their unread count, and stores it once', async () => {
    const { member, expert, conversationId } = await pair()
    expect(await join(expert.socket, conversationId)).toEqual({ ok: true, data: null })
    const arriving = nextEvent(expert.socket, 'new_message')
    const unread = nextEvent(expert.socket, 'unread_count')
    const updated = nextEvent(member.socket, 'conversation_updated')
    const clientId = randomUUID()
    const ack = await send(member.socket, { conversationId, message: 'Could you review my methods section?\nThanks', clientId })
    expect(ack).toMatchObject({ ok: true, data: { content: 'Could you review my methods section?\nThanks', clientId, sender: { id: member.id, email: member.email } } })
    expect(await arriving).toMatchObject({ content: 'Could you review my methods section?\nThanks', sender: { email: member.email } })
    expect(await unread).toEqual({ unreadCount: 1 })
    expect(await updated).toEqual({ conversationId })

    // A retry after a lost answer (same client id) answers the stored message and delivers nothing again.
    const again = await send(member.socket, { conversationId, message: 'Could you review my methods section?\nThanks', clientId })
    expect(again).toMatchObject({ ok: true, data: { id: (ack as { data: Message }).data.id } })
    expect(await receives(expert.socket, 'new_message')).toBe(false)
    expect(await stored(conversationId)).toHaveLength(1)
  })

  it('takes the sender from the session, whatever the payload says', async () => {
    const { member, expert, conversationId } = await pair()
    const ack = await send(member.socket, { conversationId, message: 'Hello', clientId: randomUUID(), senderId: expert.id, recipientId: member.id })
    expect(ack).toMatchObject({ ok: true, data: { sender: { id: member.id } } })
    expect(await stored(conversationId)).toEqual([{ content: 'Hello', senderId: member.id }])
  })

  it.each([
    ['an empty message', { message: '' }, 'Message cannot be empty'],
    ['only spaces and lines', { message: ' \n\t ' }, 'Message cannot be empty'],
    [`${MESSAGE_MAX_LENGTH + 1} characters`, { message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'Message must be at most 10,000 characters long'],
    ['a message that is not text', { message: ['Hello'] }, 'Message cannot be empty'],
    ['a client id that is not a UUID', { clientId: 'abc' }, 'clientId must be a UUID made by the sending device'],
    ['a conversation id that is not a UUID', { conversationId: '1 OR 1=1' }, 'Invalid conversation id'],
  ])('refuses %s with a clear error, storing nothing, and the socket stays up', async (_, change, message) => {
    const { member, conversationId } = await pair()
    const ack = await send(member.socket, { conversationId, message: 'Hello', clientId: randomUUID(), ...change })
    expect(ack).toMatchObject({ ok: false, error: { code: 'validation', message } })
    expect(await stored(conversationId)).toEqual([])
    expect(member.socket.connected).toBe(true)
  })

  it('answers a payload that is no object, or none at all, and the socket stays up', async () => {
    const { member } = await pair()
    for (const payload of [null, 42, 'text', [1, 2]]) {
      expect(await send(member.socket, payload)).toMatchObject({ ok: false, error: { code: 'validation' } })
    }
    const refused = nextEvent(member.socket, 'chat_error')
    // An event with no payload and no acknowledgement at all.
    ;(member.socket as unknown as { emit(event: string): void }).emit('send_message')
    expect(await refused).toMatchObject({ event: 'send_message', code: 'validation' })
    expect(member.socket.connected).toBe(true)
  })

  it.each([
    ['join_conversation', { conversationId: 'abc' }],
    ['leave_conversation', { conversationId: 42 }],
    ['mark_read', { conversationId: 'x', messageId: 1 }],
    ['mark_read', { messageId: -1 }],
    ['mark_read', { messageId: 'all' }],
    ['mark_read', { messageId: 2 ** 60 }],
  ])('answers %s with %j by a 400 in its acknowledgement, moving no read pointer', async (event, change) => {
    const { member, conversationId } = await pair()
    const answer = await member.socket.timeout(WAIT_MS).emitWithAck(event as 'mark_read', { conversationId, messageId: 1, ...change } as never)
    expect(answer).toMatchObject({ ok: false, error: { code: 'validation' } })
    const reads = await t.db.selectFrom('conversation_reads').select('last_read_message_id as id').where('conversation_id', '=', conversationId).execute()
    expect(reads.map((r) => r.id)).toEqual([0, 0])
  })

  it('refuses a socket’s events past 30 a second unread, and the socket stays up', async () => {
    const { member, conversationId } = await pair()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => member.socket.timeout(WAIT_MS).emitWithAck('join_conversation', { conversationId }) as Promise<SocketAck<null>>),
    )
    expect(answers.filter((a) => a.ok)).toHaveLength(30)
    expect(answers.find((a) => !a.ok)).toEqual({ ok: false, error: { code: 'rate_limited', message: 'Too many events. Please slow down.' } })
    expect(member.socket.connected).toBe(true)
  })

  it('refuses joining or sending to someone else’s conversation, storing nothing', async () => {
    const { conversationId } = await pair()
    const stranger = await createPaidMember(t.db, { features: ['connect-to-expert'] })
    const socket = await sockets.connect(await createSession(t.db, stranger.id))
    expect(await join(socket, conversationId)).toEqual({ ok: false, error: { code: 'forbidden', message: 'You are not part of this conversation' } })
    expect(await send(socket, { conversationId, message: 'Hi', clientId: randomUUID() })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await join(socket, randomUUID())).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(await stored(conversationId)).toEqual([])
  })

  it('refuses a member whose plan no longer has the chat, while the expert may still answer', async () => {
    const { member, expert, conversationId } = await pair()
    await t.db.updateTable('subscriptions').set({ status: 'expired' }).where('user_id', '=', member.id).execute()
    expect(await send(member.socket, { conversationId, message: 'Hi', clientId: randomUUID() })).toMatchObject({
      ok: false,
      error: { code: upgradeRequired.code },
    })
    expect(await send(expert.socket, { conversationId, message: 'Renew to reply', clientId: randomUUID() })).toMatchObject({ ok: true })
  })

  it('rate limits a person sending 50 messages in a second, storing only what the limit allows', async () => {
    const { member, conversationId } = await pair()
    const acks = await Promise.all(Array.from({ length: 50 }, (_, i) => send(member.socket, { conversationId, message: `Spam ${i}`, clientId: randomUUID() })))
    const refused = acks.filter((ack) => !ack.ok)
    expect(acks.filter((ack) => ack.ok)).toHaveLength(20)
    expect(refused[0]).toMatchObject({ ok: false, error: { code: 'rate_limited' } })
    expect(await stored(conversationId)).toHaveLength(20)
    expect(member.socket.connected).toBe(true)
  })
})

describe('following a conversation', () => {
  it('marks messages read, tells both sides for the Seen mark, and moves the unread count', async () => {
    const { member, expert, conversationId } = await pair()
    await join(member.socket, conversationId)
    const waiting = nextEvent(expert.socket, 'unread_count')
    const sent = await send(member.socket, { conversationId, message: 'Question', clientId: randomUUID() })
    const messageId = (sent as { data: Message }).data.id
    expect(await waiting).toEqual({ unreadCount: 1 })
    const seen = nextEvent(member.socket, 'conversation_read')
    const unread = nextEvent(expert.socket, 'unread_count')
    expect(await expert.socket.timeout(WAIT_MS).emitWithAck('mark_read', { conversationId, messageId })).toEqual({ ok: true, data: null })
    expect(await seen).toEqual({ conversationId, userId: expert.id, lastReadMessageId: messageId })
    expect(await unread).toEqual({ unreadCount: 0 })
    // Reading the same again tells nobody anything.
    await expert.socket.timeout(WAIT_MS).emitWithAck('mark_read', { conversationId, messageId })
    expect(await receives(member.socket, 'conversation_read')).toBe(false)
  })

  it('says who is typing to the others in the room, and only from a socket that joined', async () => {
    const { member, expert, conversationId } = await pair()
    const refused = nextEvent(member.socket, 'chat_error')
    member.socket.emit('typing', { conversationId })
    expect(await refused).toMatchObject({ event: 'typing', code: 'forbidden' })
    await join(member.socket, conversationId)
    await join(expert.socket, conversationId)
    const typing = nextEvent(expert.socket, 'typing')
    member.socket.emit('typing', { conversationId })
    expect(await typing).toEqual({ conversationId, userId: member.id, name: 'Dr. Leela Das' })
    expect(await receives(member.socket, 'typing')).toBe(false)
  })

  it('lets staff follow any conversation and answer under the staff name', async () => {
    const { member, conversationId } = await pair()
    const staff = await createUser(t.db, { role: 'admin', name: 'Support Desk' })
    const socket = await sockets.connect(await createSession(t.db, staff.id))
    await join(member.socket, conversationId)
    expect(await join(socket, conversationId)).toEqual({ ok: true, data: null })
    const arriving = nextEvent(member.socket, 'new_message')
    await send(socket, { conversationId, message: 'Staff here', clientId: randomUUID() })
    expect(await arriving).toMatchObject({ content: 'Staff here', sender: null, adminSender: { name: 'Support Desk' } })
  })

  it('stops delivering to a socket that left', async () => {
    const { member, expert, conversationId } = await pair()
    await join(expert.socket, conversationId)
    await expert.socket.timeout(WAIT_MS).emitWithAck('leave_conversation', { conversationId })
    await send(member.socket, { conversationId, message: 'Anyone?', clientId: randomUUID() })
    expect(await receives(expert.socket, 'new_message')).toBe(false)
  })
})
