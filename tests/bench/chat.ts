import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { Message } from '../../contract/chat.ts'
import type { Database } from '../../server/db/schema.ts'
import { createChatRepository } from '../../server/modules/chat/repository.ts'
import { createPaidMember, createSession } from '../../server/seed/factories/accounts.ts'
import { createExpert } from '../../server/seed/factories/experts.ts'
import { startRedisServer } from '../setup/redis-server.ts'
import { connected, openSocket, type ClientSocket } from '../setup/sockets.ts'
import { prepareDatabase } from './prepared-database.ts'
import type { LoopReport } from './server-protocol.ts'
import { startBenchServer, type BenchServer } from './server-process.ts'

/** The figure: this many sockets, two to a conversation (a member and an expert). */
export const SOCKETS = 1000
const CONVERSATIONS = SOCKETS / 2
// Each member sends this many messages, spread over the run: 2,500 deliveries at about 250 a second.
const ROUNDS = 5
const ROUND_MS = 2000
const CONNECT_BATCH = 50

export interface ChatBenchResult {
  sockets: number
  nodes: number
  messages: number
  delivered: number
  failed: number
  deliveryP50Ms: number
  deliveryP99Ms: number
  /** Server heap growth per connected socket (one node: all of them on it). */
  heapPerSocketKb: number
  loop: LoopReport
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function fill(db: Kysely<Database>) {
  const repo = createChatRepository(db)
  const pairs: { conversationId: string; memberToken: string; expertToken: string }[] = []
  for (let i = 0; i < CONVERSATIONS; i++) {
    const member = await createPaidMember(db, { name: `Bench Member ${i + 1}`, features: ['connect-to-expert'] })
    const expert = await createExpert(db, { name: `Bench Expert ${i + 1}` })
    const { id } = await repo.open(member.id, expert.id)
    pairs.push({ conversationId: id, memberToken: await createSession(db, member.id), expertToken: await createSession(db, expert.id) })
  }
  return pairs
}

async function connectAll(urls: string[], tokens: string[]) {
  const sockets: ClientSocket[] = []
  for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
    const batch = tokens.slice(i, i + CONNECT_BATCH).map((token, j) => connected(openSocket(urls[(i + j) % urls.length]!, token)))
    sockets.push(...(await Promise.all(batch)))
  }
  return sockets
}

/**
 * 1,000 sockets in 500 conversations: each member sends a message every two seconds, and the time from the send
 * to the expert's `new_message` is one delivery. On two nodes the members are on one and the experts on the
 * other, so every delivery crosses Redis.
 */
export async function measureChat({ dataDir, databaseUrl, nodes }: { dataDir: string; databaseUrl?: string; nodes: 1 | 2 }): Promise<ChatBenchResult> {
  await mkdir(dataDir, { recursive: true })
  const pairs = (await prepareDatabase({ dataDir, databaseUrl }, fill)).filled
  const redis = nodes === 2 ? await startRedisServer() : undefined
  const servers: BenchServer[] = []
  const sockets: ClientSocket[] = []
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false', CHAT_MESSAGE_LIMIT: '1000', REDIS_URL: redis?.url }
    for (let i = 0; i < nodes; i++) servers.push(await startBenchServer(env))
    const [first, second = first] = servers.map((s) => s.url) as [string, string?]
    const before = await servers[0]!.loopReport()
    const members = await connectAll([first], pairs.map((p) => p.memberToken))
    const experts = await connectAll([second!], pairs.map((p) => p.expertToken))
    sockets.push(...members, ...experts)
    const after = await servers[0]!.loopReport()
    await Promise.all(experts.map((socket, i) => socket.timeout(10_000).emitWithAck('join_conversation', { conversationId: pairs[i]!.conversationId })))

    const sentAt = new Map<string, number>()
    const deliveries: number[] = []
    for (const socket of experts) {
      socket.on('new_message', (message: Message) => {
        const at = sentAt.get(message.clientId)
        if (at !== undefined) deliveries.push(performance.now() - at)
      })
    }
    // One message from each member first, unmeasured, as every load here warms up: the server's first messages
    // meet code not yet optimised and statements not yet prepared, which a running site has long past.
    await Promise.all(
      members.map((socket, i) => socket.timeout(30_000).emitWithAck('send_message', { conversationId: pairs[i]!.conversationId, message: 'Hello', clientId: randomUUID() })),
    )
    for (const server of servers) await server.resetLoop()
    let failed = 0
    const sends: Promise<void>[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < members.length; i++) {
        // Spread over the round, as people type, rather than all at one instant.
        await sleep(ROUND_MS / members.length)
        const clientId = randomUUID()
        sentAt.set(clientId, performance.now())
        sends.push(
          members[i]!.timeout(30_000)
            .emitWithAck('send_message', { conversationId: pairs[i]!.conversationId, message: `Round ${round + 1}`, clientId })
            .then(
              (ack) => void (ack.ok || failed++),
              () => void failed++,
            ),
        )
      }
    }
    await Promise.all(sends)
    await sleep(1000)
    const loops = await Promise.all(servers.map((s) => s.loopReport()))
    const loop = loops.reduce((worst, l) => (l.p99Ms > worst.p99Ms ? l : worst))
    const sorted = deliveries.sort((a, b) => a - b)
    return {
      sockets: sockets.length,
      nodes,
      messages: sentAt.size,
      delivered: deliveries.length,
      failed,
      deliveryP50Ms: percentile(sorted, 50),
      deliveryP99Ms: percentile(sorted, 99),
      heapPerSocketKb: nodes === 1 ? ((after.heapUsedMb - before.heapUsedMb) * 1000) / SOCKETS : NaN,
      loop,
    }
  } finally {
    for (const socket of sockets) socket.disconnect()
    for (const server of servers) await server.stop()
    await redis?.stop()
  }
}
