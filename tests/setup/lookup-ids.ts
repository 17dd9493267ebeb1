import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'

type SlugTable = 'subjects' | 'qualifications' | 'professions' | 'countries' | 'event_types' | 'event_modes' | 'journal_indexes'

/** A seeded lookup row: `table/slug`, or `states/country-slug/state-slug` (state slugs repeat across countries). */
export type LookupPath = `${SlugTable}/${string}` | `states/${string}/${string}`

/**
 * The ids of seeded lookup rows under names the test chooses:
 * `const { canada, ontario } = await lookupIds(t.db, { canada: 'countries/canada', ontario: 'states/canada/ontario' })`.
 * A path the seed lacks throws with its name, so a renamed seed row fails the test that relied on it.
 */
export async function lookupIds<K extends string>(db: Kysely<Database>, wanted: Record<K, LookupPath>): Promise<Record<K, number>> {
  const idOf = async (path: LookupPath) => {
    const [table, slug, stateSlug] = path.split('/') as [SlugTable | 'states', string, string?]
    const row =
      table === 'states'
        ? await db
            .selectFrom('states')
            .innerJoin('countries', 'countries.id', 'states.country_id')
            .select('states.id')
            .where('countries.slug', '=', slug)
            .where('states.slug', '=', stateSlug!)
            .executeTakeFirst()
        : await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst()
    if (!row) throw new Error(`No seeded lookup row ${path}`)
    return row.id
  }
  const names = Object.keys(wanted) as K[]
  const ids = await Promise.all(names.map((name) => idOf(wanted[name])))
  return Object.fromEntries(names.map((name, i) => [name, ids[i]])) as Record<K, number>
}
