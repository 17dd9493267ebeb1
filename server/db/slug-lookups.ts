import type { Kysely } from 'kysely'
import type { FieldIssue } from '../http/errors.ts'
import type { Database } from './schema.ts'

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

export function createSlugLookups(db: Kysely<Database>) {
  const idOf = async (table: SlugTable, slug: string) => (await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst())?.id

  return {
    idOf,

    subjectIds: (slugs: string[]) => db.selectFrom('subjects').select(['id', 'slug']).where('slug', 'in', slugs).execute(),

    /** The state with this slug in this country; state slugs repeat across countries. */
    async stateId(countryId: number, slug: string) {
      return (await db.selectFrom('states').select('id').where('country_id', '=', countryId).where('slug', '=', slug).executeTakeFirst())?.id
    },

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
