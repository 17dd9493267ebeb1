import { mkdir } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { freePort } from '../setup/free-port.ts'
import { startPayPalSandbox } from '../setup/paypal-sandbox.ts'
import { prepareDatabase } from './prepared-database.ts'
import type { LoopReport } from './server-protocol.ts'
import { startBenchServer } from './server-process.ts'

/** The requirement's figure: this many members buying a plan at the same moment. */
export const BUYERS = 50
const PLAN = 'scholar-basic'
// The sandbox posts a capture's webhook at once; this leaves them time to arrive before the count.
const WEBHOOK_WAIT_MS = 3000

export interface PaymentsBenchResult {
  buyers: number
  /** Members with exactly one subscription, paid by their own capture, once the webhooks have arrived too. */
  grantedOnce: number
  /** Members with more than one, or none: each is a failure of the rule. */
  wrongCount: number
  captureP50Ms: number
  captureP99Ms: number
  /** Create, buyer's approval and capture, for everyone, from the first request to the last answer. */
  wholeS: number
  failed: number
  loop: LoopReport
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function json(res: Response) {
  const body = (await res.json()) as { data: unknown }
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`)
  return body.data
}

/**
 * Fifty members buy a plan at once through the real server and the PayPal sandbox on a port of its own (as
 * PayPal is a service apart): each creates an order, approves it on the buyer page and captures it. Then each
 * must have exactly one subscription, also after the sandbox's webhooks for the same captures have arrived.
 */
export async function measurePayments({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<PaymentsBenchResult> {
  await mkdir(dataDir, { recursive: true })
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db: Kysely<Database>) => {
    const tokens: string[] = []
    for (let i = 0; i < BUYERS; i++) tokens.push(await createSession(db, (await createUser(db, { name: `Bench Buyer ${i + 1}` })).id))
    const plan = await db.selectFrom('plans').select('id').where('slug', '=', PLAN).executeTakeFirstOrThrow()
    return { tokens, planId: plan.id }
  })
  const { tokens, planId } = prepared.filled
  const port = await freePort()
  const paypal = await startPayPalSandbox({ webhookUrl: `http://127.0.0.1:${port}/api/paypal/webhook` })
  const server = await startBenchServer(
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false', PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_WEBHOOK_ID: paypal.webhookId, PAYPAL_API_URL: paypal.base },
    120_000,
    port,
  )
  try {
    const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })
    const post = (path: string, token: string, body: object) => fetch(`${server.url}${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) })
    await server.resetLoop()
    const started = performance.now()
    const outcomes = await Promise.allSettled(
      tokens.map(async (token) => {
        const { orderId } = (await json(await post('/api/paypal/order/create', token, { planId }))) as { orderId: string }
        const approved = await paypal.buyer(orderId, 'approve')
        if (approved.status !== 200) throw new Error(`the buyer page answered ${approved.status}`)
        const before = performance.now()
        await json(await post('/api/paypal/order/capture', token, { orderId }))
        return performance.now() - before
      }),
    )
    const wholeS = (performance.now() - started) / 1000
    const loop = await server.loopReport()
    const captures = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])).sort((a, b) => a - b)
    // The sandbox posts each capture's webhook as it completes; they must grant nothing more.
    await new Promise((resolve) => setTimeout(resolve, WEBHOOK_WAIT_MS))
    const counts = await Promise.all(tokens.map(async (token) => ((await json(await fetch(`${server.url}/api/subscriptions`, { headers: headers(token) }))) as unknown[]).length))
    return {
      buyers: BUYERS,
      grantedOnce: counts.filter((n) => n === 1).length,
      wrongCount: counts.filter((n) => n !== 1).length,
      captureP50Ms: percentile(captures, 50),
      captureP99Ms: percentile(captures, 99),
      wholeS,
      failed: outcomes.length - captures.length,
      loop,
    }
  } finally {
    await server.stop()
    await paypal.close()
  }
}
