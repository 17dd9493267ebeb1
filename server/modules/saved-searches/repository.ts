import { sql, type Kysely } from 'kysely'
import type { CreateSavedSearchBody } from '../../../contract/saved-search-filters.ts'
import { SAVED_SEARCHES_MAX, type SavedSearchAlert, type SavedSearchArea } from '../../../contract/saved-searches.ts'
import { searchQuery } from '../../db/full-text.ts'
import { refreshWaiting } from './digests.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

const columns = ['id', 'name', 'area', 'filters', 'alert', 'created_at'] as const

/**
 * The lookup behind each filter that names one by its slug, per area. A list of several (subjects, indexes) is checked
 * value by value; a state is checked within its country (state slugs are unique only there).
 */
export const slugFilters: Record<SavedSearchArea, Record<string, keyof Database>> = {
  vacancies: { country: 'countries', subjects: 'subjects', qualification: 'qualifications' },
  events: { country: 'countries', subjects: 'subjects', type: 'event_types', mode: 'event_modes' },
  journals: { publisher: 'publishers', indexes: 'journal_indexes', subject: 'subjects' },
  experts: { subject: 'subjects' },
  community: {},
}

/** Staff retire or merge values of these lists (Category Management); a retired value is no longer offered. */
const retirable = new Set<keyof Database>(['subjects', 'qualifications', 'event_types', 'event_modes', 'publishers', 'journal_indexes'])

export function createSavedSearchesRepository(db: Kysely<Database>) {
  return {
    /** The member's saved searches, newest first. */
    list: (userId: string) => db.selectFrom('saved_searches').select(columns).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute(),

    /** One of the member's saved searches; undefined for any other id. */
    byId: (userId: string, id: string) => db.selectFrom('saved_searches').select(columns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    /** Saves a search, unless the member has the most they may keep ('full'). */
    create(userId: string, { name, area, filters, alert }: CreateSavedSearchBody) {
      return inTransaction(db, async (trx) => {
        // Kept parsed for matching new items; a community search and the directories read the same words the same way.
        const words = 'search' in filters ? filters.search : undefined
        const matchQuery = words ? await searchQuery(trx, words) : null
        // One member's saves one at a time: the count and the insert after it are one step.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`.execute(trx)
        const { count } = await trx.selectFrom('saved_searches').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow()
        if (Number(count) >= SAVED_SEARCHES_MAX) return 'full' as const
        return trx.insertInto('saved_searches').values({ user_id: userId, name, area, filters: JSON.stringify(filters), alert, match_query: matchQuery }).returning(columns).executeTakeFirstOrThrow()
      })
    },

    /** Renames it or changes its alert; undefined when the member has no such saved search. */
    update: (userId: string, id: string, change: { name?: string; alert?: SavedSearchAlert }) =>
      db
        .updateTable('saved_searches')
        .set({ ...change, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(columns)
        .executeTakeFirst(),

    /** False when the member has no such saved search. */
    async remove(userId: string, id: string) {
      const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      return result.numDeletedRows > 0n
    },

    /** What waits for the member's digests follows their searches' alerts as they are now. */
    refreshWaiting: (userId: string) => refreshWaiting(db, userId),

    /** Whether the member takes alert digests by mail ('No alert mail at all' is false). */
    alertMail: async (userId: string) =>
      (await db.selectFrom('users').select('alert_mail').where('id', '=', userId).executeTakeFirstOrThrow()).alert_mail,

    setAlertMail: (userId: string, alertMail: boolean) => db.updateTable('users').set({ alert_mail: alertMail }).where('id', '=', userId).execute(),

    /** Of `slugs`, those `table` still offers. */
    async liveSlugs(table: keyof Database, slugs: string[]) {
      if (!slugs.length) return new Set<string>()
      const { rows } = await sql<{ slug: string }>`
        SELECT slug FROM ${sql.table(table)} WHERE slug = ANY(${slugs}::text[]) ${retirable.has(table) ? sql`AND retired_at IS NULL` : sql``}`.execute(db)
      return new Set(rows.map((row) => row.slug))
    },

    /** Of the `country/state` pairs, those that exist. */
    async liveStates(pairs: { country: string; state: string }[]) {
      if (!pairs.length) return new Set<string>()
      const { rows } = await sql<{ pair: string }>`
        SELECT c.slug || '/' || s.slug AS pair FROM states s JOIN countries c ON c.id = s.country_id
        WHERE c.slug || '/' || s.slug = ANY(${pairs.map(({ country, state }) => `${country}/${state}`)}::text[])`.execute(db)
      return new Set(rows.map((row) => row.pair))
    },
  }
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>
export type SavedSearchRow = Awaited<ReturnType<SavedSearchesRepository['list']>>[number]
