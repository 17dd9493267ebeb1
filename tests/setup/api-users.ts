import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { createSession, createUser, type UserOverrides } from '../../server/seed/factories/accounts.ts'

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A verified user with a live session: what most private-endpoint tests start from. */
export async function signedInUser(db: Kysely<Database>, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides)
  const token = await createSession(db, user.id)
  return { ...user, token, headers: bearer(token) }
}

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

/** A qualification, a profession and three subjects, as the sign-up and profile forms send them. */
export async function profileChoices(db: Kysely<Database>) {
  const ids = await lookupIds(db, {
    phd: 'qualifications/phd',
    researcher: 'professions/researcher',
    anatomy: 'subjects/anatomy',
    cardiology: 'subjects/cardiology',
    neurology: 'subjects/neurology',
  })
  return { qualificationId: ids.phd, professionId: ids.researcher, subjectIds: [ids.anatomy, ids.cardiology, ids.neurology] }
}
