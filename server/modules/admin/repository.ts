import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export function createAdminLookupsRepository(db: Kysely<Database>) {
  const byPosition = (table: 'qualifications' | 'professions') => db.selectFrom(table).select(['id', 'title']).orderBy('position').orderBy('title').execute()
  return {
    async lookups() {
      const [subjects, qualifications, professions, countries, eventTypes, eventModes] = await Promise.all([
        db.selectFrom('subjects').select(['id', 'title']).orderBy('title').execute(),
        byPosition('qualifications'),
        byPosition('professions'),
        db.selectFrom('countries').select(['id', 'title']).orderBy('title').execute(),
        db.selectFrom('event_types').select(['id', 'slug', 'title']).orderBy('position').orderBy('title').execute(),
        db.selectFrom('event_modes').select(['id', 'slug', 'title']).orderBy('position').execute(),
      ])
      return { subjects, qualifications, professions, countries, eventTypes, eventModes }
    },
    /** None for an unknown country, as for one the data set lists no states for. */
    states: (countryId: number) => db.selectFrom('states').select(['id', 'title']).where('country_id', '=', countryId).orderBy('title').execute(),
  }
}
