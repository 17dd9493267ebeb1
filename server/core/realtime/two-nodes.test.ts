import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Message, SocketAck } from '../../../contract/chat.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { eventually } from '../../../tests/setup/eventually.ts'
import { startRedisServer } from '../../../tests/setup/redis-server.ts'
import { nextEvent, socketsFor, type ClientSocket } from '../../../tests/setup/sockets.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createChatRepository } from '../../modules/chat/repository.ts'

// Two server nodes on one database and one real redis-server, as a deployment behind a load balancer has them.

type Node = Awaited<ReturnType<typeof createTestApp>>
let redis: Awaited<ReturnType<typeof startRedisServer>>
let a: Node
let b: Node
const address = (node: Node) => `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`
const onA = socketsFor(() => address(a))
const onB = socketsFor(() => address(b))

beforeAll(async () => {
  redis = await startRedisServer()
  const env = { REDIS_URL: redis.url, CHAT_MESSAGE_LIMIT: '6', RATE_LIMIT_PER_MINUTE: '5' }
  ;[a, b] = [await createTestApp({ env }), await createTestApp({ env })]
  for (const node of [a, b]) await node.app.listen({ port: 0, host: '127.0.0.1' })
})
afterEach(() => {
  onA.closeAll()
  onB.closeAll()
})
afterAll(async () => {
  await a?.close()
  await b?.close()
  await redis?.stop()
})

async function people() {
  const member = await createPaidMember(a.db, { features: ['connect-to-expert'] })
  const expert = await createExpert(a.db)
  const { id } = await createChatRepository(a.db).open(member.id, expert.id)
  return { conversationId: id, expertId: expert.id, memberToken: await createSession(a.db, member.id), expertToken: await createSession(a.db, expert.id) }
}

/** How long an answer, an event or a node's reconnecting may take on a busy machine. */
const WAIT_MS = 15_000

const send = (socket: ClientSocket, conversationId: string, message: string) =>
  socket.timeout(WAIT_MS).emitWithAck('send_message', { conversationId, message, clientId: randomUUID() }) as Promise<SocketAck<Message>>

/** Waits until the node's Redis connection is back, as a node does on its own after an outage. */
async function redisReady(node: Node) {
  expect(await eventually(async () => Boolean(await node.app.realtime.io.of('/').adapter.serverCount().catch(() => 0)), WAIT_MS)).toBe(true)
}

describe('with REDIS_URL', () => {
  it('delivers a message from a socket on one node to a socket on the other, with the unread count', async () => {
    const { conversationId, memberToken, expertToken } = await people()
    const member = await onA.connect(memberToken)
    const expert = await onB.connect(expertToken)
    expect(await expert.timeout(WAIT_MS).emitWithAck('join_conversation', { conversationId })).toEqual({ ok: true, data: null })
    const arriving = nextEvent(expert, 'new_message')
    const unread = nextEvent(expert, 'unread_count')
    expect(await send(member, conversationId, 'Across nodes')).toMatchObject({ ok: true })
    expect(await arriving).toMatchObject({ content: 'Across nodes' })
    expect(await unread).toEqual({ unreadCount: 1 })
  })

  it('knows a person has the app open when their only socket is on the other node, so no push is sent them', async () => {
    const { expertId, expertToken } = await people()
    expect(await a.app.realtime.isOnline(expertId)).toBe(false)
    const expert = await onB.connect(expertToken)
    expect(await a.app.realtime.isOnline(expertId)).toBe(true)
    expert.disconnect()
    expect(await eventually(async () => !(await a.app.realtime.isOnline(expertId)), WAIT_MS)).toBe(true)
  })

  it('counts one person’s messages together on every node for the rate limit', async () => {
    const { conversationId, memberToken } = await people()
    const [onNodeA, onNodeB] = [await onA.connect(memberToken), await onB.connect(memberToken)]
    const acks = []
    for (let i = 0; i < 4; i++) acks.push(await send(onNodeA, conversationId, `A${i}`), await send(onNodeB, conversationId, `B${i}`))
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true, true, false, false])
  })

  it('counts an address’s requests together on every node for the per-address limit', async () => {
    const statuses = []
    for (const node of [a, b, a, b, a, b]) statuses.push((await node.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '203.0.113.7' })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('keeps each node serving its own sockets while Redis is down, and joins them up again when it returns', async () => {
    const { conversationId, memberToken, expertToken } = await people()
    const member = await onA.connect(memberToken)
    const expertOnA = await onA.connect(expertToken)
    const expertOnB = await onB.connect(expertToken)
    for (const socket of [expertOnA, expertOnB]) await socket.timeout(WAIT_MS).emitWithAck('join_conversation', { conversationId })

    await redis.stop()
    const local = nextEvent(expertOnA, 'new_message', WAIT_MS)
    expect(await send(member, conversationId, 'While Redis is away')).toMatchObject({ ok: true })
    expect(await local).toMatchObject({ content: 'While Redis is away' })

    await redis.start()
    await redisReady(a)
    await redisReady(b)
    const remote = nextEvent(expertOnB, 'new_message', WAIT_MS)
    expect(await send(member, conversationId, 'Redis is back')).toMatchObject({ ok: true })
    expect(await remote).toMatchObject({ content: 'Redis is back' })
    // Redis stopped and started, two nodes reconnecting, and a wait for each step.
  }, 6 * WAIT_MS)
})
