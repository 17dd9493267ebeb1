import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export function createAdminLookupsRepository(db: Kysely<Database>) {
  // Retired values come too, marked: an edit form shows the one its record has, and offers them to no other.
  const inOrder = (table: 'subjects' | 'qualifications' | 'professions' | 'event_types' | 'event_modes') =>
    db
      .selectFrom(table)
      .select(['id', 'slug', 'title', sql<boolean>`retired_at IS NOT NULL`.as('retired')])
      .orderBy('position')
      .orderBy('title')
      .orderBy('id')
      .execute()
  const withoutSlugs = async (rows: ReturnType<typeof inOrder>) => (await rows).map(({ slug: _slug, ...row }) => row)
  return {
    async lookups() {
      const [subjects, qualifications, professions, countries, eventTypes, eventModes] = await Promise.all([
        withoutSlugs(inOrder('subjects')),
        withoutSlugs(inOrder('qualifications')),
        withoutSlugs(inOrder('professions')),
        db.selectFrom('countries').select(['id', 'title']).orderBy('title').execute(),
        inOrder('event_types'),
        inOrder('event_modes'),
      ])
      return { subjects, qualifications, professions, countries, eventTypes, eventModes }
    },
    /** None for an unknown country, as for one the data set lists no states for. */
    states: (countryId: number) => db.selectFrom('states').select(['id', 'title']).where('country_id', '=', countryId).orderBy('title').execute(),
  }
}
