import { sql, type Kysely } from 'kysely'
import { durationLabel, featureSlugs, featureTitles, type FeatureSlug } from '../../../contract/plans.ts'
import type { Database } from '../../db/schema.ts'

// Feature slugs in the product's order, so cards list them the same way everywhere.
export const inProductOrder = (slugs: readonly string[]) => featureSlugs.filter((s) => slugs.includes(s))

/** A plan as the API names its fields, wherever plans are listed. */
export const planColumns = ['p.id', 'p.slug', 'p.title', 'p.description', 'p.duration_months as durationMonths', 'p.price_minor as price', 'p.currency'] as const

export function createPlansRepository(db: Kysely<Database>) {
  // An active subscription past its end date is over, whether or not anything has marked it expired yet.
  const statusNow = sql<'active' | 'canceled' | 'expired'>`CASE WHEN s.status = 'active' AND s.end_date <= now() THEN 'expired' ELSE s.status END`
  const subscriptionColumns = () =>
    db
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.id', 's.plan_id')
      .select([
        's.id',
        's.plan_id as planId',
        'p.title as planTitle',
        'p.description as planDescription',
        's.start_date as startDate',
        's.end_date as endDate',
        statusNow.as('status'),
        sql<boolean>`s.source = 'courtesy'`.as('courtesy'),
      ])
  const subscriptions = (userId: string) => subscriptionColumns().where('s.user_id', '=', userId)

  return {
    async list() {
      const rows = await db
        .selectFrom('plans as p')
        .select((eb) => [
          ...planColumns,
          'p.is_free as isFree',
          eb.fn
            .coalesce(
              eb.selectFrom('plan_features as f').select((s) => s.fn.agg<string[]>('array_agg', ['f.feature']).as('f')).whereRef('f.plan_id', '=', 'p.id'),
              eb.val<string[]>([]),
            )
            .as('features'),
        ])
        .where('p.status', '=', 'offered')
        .orderBy('p.position')
        .orderBy('p.id')
        .execute()
      return rows.map(({ features, ...plan }) => {
        const slugs = inProductOrder(features)
        return { ...plan, duration: durationLabel(plan.durationMonths), features: slugs.map((s) => featureTitles[s]), featureSlugs: slugs }
      })
    },

    subscriptions: (userId: string) => subscriptions(userId).orderBy('s.start_date', 'desc').orderBy('s.created_at', 'desc').execute(),

    subscription: (id: string) => subscriptionColumns().where('s.id', '=', id).executeTakeFirst(),

    /** The subscription that grants paid features now, if any. */
    activeSubscription: (userId: string) =>
      subscriptions(userId).where('s.status', '=', 'active').where('s.end_date', '>', sql<Date>`now()`).executeTakeFirst(),

    /**
     * What a person may use: the free plans' features for everyone, signed in or not, plus those of the
     * user's active, unexpired subscription. Gated routes ask this, not the page.
     */
    async features(userId: string | null): Promise<FeatureSlug[]> {
      const rows = await db
        .selectFrom('plan_features as f')
        .innerJoin('plans as p', 'p.id', 'f.plan_id')
        .select('f.feature')
        .distinct()
        .where((eb) =>
          eb.or([
            // A retired free plan grants nothing more; a paid one still serves those who bought it.
            eb.and([eb('p.is_free', '=', true), eb('p.status', '=', 'offered')]),
            ...(userId
              ? [
                  eb(
                    'p.id',
                    'in',
                    eb
                      .selectFrom('subscriptions as s')
                      .select('s.plan_id')
                      .where('s.user_id', '=', userId)
                      .where('s.status', '=', 'active')
                      .where('s.end_date', '>', sql<Date>`now()`),
                  ),
                ]
              : []),
          ]),
        )
        .execute()
      return inProductOrder(rows.map((r) => r.feature))
    },
  }
}

export type PlansRepository = ReturnType<typeof createPlansRepository>
