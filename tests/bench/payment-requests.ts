import { sql, type Kysely } from 'kysely'
import { AdminPaymentListQuery } from '../../contract/admin-plans.ts'
import type { Database } from '../../server/db/schema.ts'
import { adminSession, fillStaff, generatedMembers } from './admin-fill.ts'
import { pathOf, shape } from './list-shapes.ts'
import type { List, ListRequest } from './lists.ts'
import { memberParts } from './member-names.ts'
import { byRows } from './shape-words.ts'
import { staffShapes, type StaffSource } from './staff-shapes.ts'

const PATH = '/api/admin/payments'
const DAY_MS = 24 * 60 * 60 * 1000
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)

/** The generated payments (admin-fill.ts): payment p is 'BENCHORDER' || p, by member 1 + p % members. */
async function generatedPayments(db: Kysely<Database>) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM payment_orders WHERE paypal_order_id LIKE 'BENCHORDER%'`.execute(db)
  return rows[0]!.n
}

/**
 * The Payments list as staff use it: later pages, a member's address typed up to its @ or their full name, PayPal's
 * order id, each state (the Dashboard's failed payments), a month's days, and a state within them. Every request names
 * rows that exist; the mix is the same on every run.
 */
async function paymentRequests(db: Kysely<Database>): Promise<ListRequest[]> {
  const [members, payments] = [await generatedMembers(db), await generatedPayments(db)]
  const requests: ListRequest[] = []
  const add = (kind: string, params: Record<string, string>) => requests.push({ kind, path: pathOf(PATH, params), signedIn: true })
  for (let i = 0; i < 40; i++) {
    const p = 1 + ((i * 7919) % payments)
    const { first, last, mailbox } = memberParts(1 + (p % members))
    const days = { from: day((i % 20) * 30 * DAY_MS + 30 * DAY_MS), to: day((i % 20) * 30 * DAY_MS) }
    add('later pages', { page: String(1 + (i % 20)) })
    add('an address typed up to its @', { search: `${mailbox}@` })
    add('a full name', { search: `${first} ${last}` })
    add("PayPal's order id", { search: `BENCHORDER${p}` })
    add('a state, pages 1–3', { status: ['captured', 'failed', 'canceled'][i % 3]!, page: String(1 + (i % 3)) })
    add("a month's days", days)
    add('failed within a month', { status: 'failed', ...days })
  }
  return requests
}

const payments: StaffSource = { from: sql`payment_orders o JOIN users u ON u.id = o.user_id`, where: sql<boolean>`true`, at: sql`o.created_at`, day: sql`o.updated_at` }

/** The staff's list of payments, over the bench's generated members, one payment each. */
export const paymentList: List = {
  name: 'payments',
  path: PATH,
  table: 'payment_orders',
  fill: (db, count) => fillStaff(db, { members: count, payments: count }),
  signIn: adminSession,
  shapes: async (db) =>
    staffShapes(db, PATH, payments, {
      query: AdminPaymentListQuery,
      filters: [{ name: 'state', values: await byRows(db, sql`SELECT o.status AS value, count(*) AS rows FROM payment_orders o GROUP BY 1`), params: (status) => ({ status }) }],
      days: (days) => days,
      combined: shape(PATH, 'filters combined (failed, in the last month)', { status: 'failed', from: day(30 * DAY_MS), to: day(0) }),
    }),
  mix: paymentRequests,
}
