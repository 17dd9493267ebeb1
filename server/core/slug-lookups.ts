import type { Kysely } from 'kysely'
import type { FieldIssue } from '../http/errors.ts'
import { createReadCache } from '../lib/read-cache.ts'
import type { Database } from '../db/schema.ts'

// The directories' filters name lookups by slug (`?country=canada&state=ontario`); the lists query by id. A
// slug that names nothing is refused with a field message rather than ignored: a list that quietly dropped a
// filter would show listings the person did not ask for.

export const lookupMessages = {
  country: 'Choose a country from the list',
  stateWithoutCountry: 'Choose a country first',
  state: 'Choose a state of the chosen country',
  qualification: 'Choose a type from the list',
  type: 'Choose a type from the list',
  subjects: 'Choose subjects from the list',
  subject: 'Choose a subject from the list',
  mode: 'Choose a mode from the list',
}

type SlugTable = 'countries' | 'subjects' | 'qualifications' | 'event_types' | 'event_modes'

/**
 * How long a node reuses a slug's id. Lookup rows change a few times a year, and every filtered list request
 * reads up to four of them, each a round trip. A slug that names nothing is never kept, so a lookup added on any
 * node is found at once. Slugs never change (Category Management renames titles only); a merge is followed by
 * other nodes' filters after this long.
 */
const LOOKUP_CACHE_MS = 60_000

export function createSlugLookups(db: Kysely<Database>) {
  const cache = createReadCache(LOOKUP_CACHE_MS)
  /** A value merged into another names the one that took its records, so a saved filter follows the merge. */
  const idOf = (table: SlugTable, slug: string) =>
    cache.read(`${table}:${slug}`, async () =>
      table === 'countries'
        ? (await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst())?.id
        : (await db.selectFrom(table).select((eb) => eb.fn.coalesce('merged_into_id', 'id').as('id')).where('slug', '=', slug).executeTakeFirst())?.id,
    )

  return {
    idOf,

    /** The subjects these slugs name, each once; a slug that names none is left out. */
    async subjectIds(slugs: string[]) {
      const unique = [...new Set(slugs)]
      const ids = await Promise.all(unique.map((slug) => idOf('subjects', slug)))
      return unique.flatMap((slug, i) => (ids[i] === undefined ? [] : [{ id: ids[i], slug }]))
    },

    /** The state with this slug in this country; state slugs repeat across countries. */
    stateId: (countryId: number, slug: string) =>
      cache.read(`states:${countryId}:${slug}`, async () => (await db.selectFrom('states').select('id').where('country_id', '=', countryId).where('slug', '=', slug).executeTakeFirst())?.id),

    /** A country and a state of it, as ids, with a field message for what names nothing. */
    async place(country: string | undefined, state: string | undefined) {
      const issues: FieldIssue[] = []
      const countryId = country ? await idOf('countries', country) : undefined
      if (country && !countryId) issues.push({ path: 'country', message: lookupMessages.country })
      let stateId: number | undefined
      if (state && !country) issues.push({ path: 'state', message: lookupMessages.stateWithoutCountry })
      else if (state && countryId) {
        stateId = await this.stateId(countryId, state)
        if (!stateId) issues.push({ path: 'state', message: lookupMessages.state })
      }
      return { countryId, stateId, issues }
    },

    /** One lookup's slug as its id, with a field message under `path` when it names nothing. */
    async one(table: Exclude<SlugTable, 'countries'>, slug: string | undefined, path: keyof typeof lookupMessages) {
      const id = slug ? await idOf(table, slug) : undefined
      return { id, issues: slug && !id ? [{ path, message: lookupMessages[path] }] : [] }
    },
  }
}

export type SlugLookups = ReturnType<typeof createSlugLookups>
