import { sql, type Kysely } from 'kysely'
import { ADMIN_PAYMENTS_PAGE_SIZE, ADMIN_PLANS_PAGE_SIZE, type AdminPaymentFilters, type PlanValues } from '../../../contract/admin-plans.ts'
import { likePattern, whereContains } from '../../db/full-text.ts'
import { listingWrites } from '../../db/listing-writes.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import { columnOrder, walkedPage } from '../../db/walked-page.ts'
import { withinDays } from '../../lib/days.ts'
import { planColumns } from './repository.ts'

// PostgreSQL's codes for a delete that a row elsewhere still refers to: ON DELETE RESTRICT, and NO ACTION.
const stillReferenced = new Set(['23001', '23503'])

const columns = (plan: PlanValues) => ({
  title: plan.title,
  description: plan.description,
  duration_months: plan.durationMonths,
  price_minor: plan.price,
  currency: plan.currency,
  is_free: plan.price === 0,
  position: plan.position,
  status: plan.status,
})

export function createAdminPlansRepository(db: Kysely<Database>) {
  const items = () =>
    db
      .selectFrom('plans as p')
      .select([
        ...planColumns,
        'p.position',
        'p.status',
        sql<string[]>`ARRAY(SELECT feature FROM plan_features WHERE plan_id = p.id)`.as('featureSlugs'),
        sql<number>`(SELECT count(*)::int FROM subscriptions s WHERE s.plan_id = p.id AND s.status = 'active' AND s.end_date > now())`.as('activeSubscriptions'),
        sql<number>`(SELECT count(*)::int FROM payment_orders o WHERE o.plan_id = p.id AND o.status = 'captured')`.as('capturedPayments'),
      ])

  const writes = listingWrites(db, {
    table: 'plans',
    slugFallback: 'plan',
    columns,
    children: [{ table: 'plan_features', listing: 'plan_id', rows: (id, record) => record.featureSlugs.map((feature) => ({ plan_id: id, feature })) }],
  })

  return {
    /** In the plans page's order; `search` is part of a title or badge, in any case. */
    page(search: string | undefined, page: number) {
      const found = whereContains(items(), search, ['p.title', 'p.description'])
      return selectPage(found.orderBy('p.position').orderBy('p.id'), page, ADMIN_PLANS_PAGE_SIZE)
    },

    item: (id: number) => items().where('p.id', '=', id).executeTakeFirst(),

    insert: writes.insert,
    update: writes.update,

    /**
     * Deletes a plan nobody has ever ordered: 'deleted', 'missing', or 'in-use' when a subscription or payment
     * names it. Those keys restrict the delete, so an order made meanwhile keeps its plan too.
     */
    async remove(id: number): Promise<'deleted' | 'missing' | 'in-use'> {
      try {
        return (await db.deleteFrom('plans').where('id', '=', id).returning('id').executeTakeFirst()) ? 'deleted' : 'missing'
      } catch (err) {
        if (stillReferenced.has((err as { code?: string }).code ?? '')) return 'in-use'
        throw err
      }
    },

    /**
     * Newest first; `search` is part of a member's email or name, or PayPal's order or capture id; `status` one state;
     * `from` and `to` the days of the last change.
     */
    payments({ search, status, from, to }: AdminPaymentFilters, page: number) {
      const candidates = db.selectFrom('payment_orders').select(['payment_orders.id', 'payment_orders.created_at'])
      const narrowing = from || to ? [withinDays('payment_orders.updated_at', { from, to })] : []
      if (status) narrowing.push(sql<boolean>`payment_orders.status = ${status}`)
      if (search) {
        const pattern = likePattern(search)
        // The members are found first, once, through the trigram index of their name and email (migration 017), which
        // holds every text that either column holds; each column is then asked, so that a match is one column's own.
        const members = db
          .selectFrom('users as u')
          .select('u.id')
          .where(sql<boolean>`(u.name || ' ' || u.email) ILIKE ${pattern}`)
          .where((eb) => eb.or([eb('u.email', 'ilike', pattern), eb('u.name', 'ilike', pattern)]))
        const id = search.toUpperCase()
        narrowing.push(sql<boolean>`(payment_orders.user_id = ANY(ARRAY(${members})) OR payment_orders.paypal_order_id = ${id} OR payment_orders.capture_id = ${id})`)
      }
      const order = columnOrder('created_at', 'desc')
      return walkedPage(db, { candidates, narrowing, order, table: 'payment_orders', walk: 'table' }, page, ADMIN_PAYMENTS_PAGE_SIZE, (rows) =>
        db
          .selectFrom(rows.as('page'))
          .innerJoin('payment_orders as o', 'o.id', 'page.id')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .innerJoin('plans as p', 'p.id', 'o.plan_id')
          .select([
            'o.id',
            'o.created_at as createdAt',
            'o.updated_at as updatedAt',
            'u.name',
            'u.email',
            'p.title as planTitle',
            'o.amount_minor as amount',
            'o.currency',
            'o.status',
            'o.paypal_order_id as paypalOrderId',
            'o.capture_id as captureId',
            'o.failure',
          ])
          .orderBy(sql.join(order('page')))
          .execute(),
      )
    },
  }
}

export type AdminPlansRepository = ReturnType<typeof createAdminPlansRepository>
export type AdminPlanRow = NonNullable<Awaited<ReturnType<AdminPlansRepository['item']>>>
