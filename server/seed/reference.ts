import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { eventModeRows, eventTypes } from '../reference/event-lookups.ts'
import { professions } from '../reference/professions.ts'
import { qualifications } from '../reference/qualifications.ts'
import { subjects } from '../reference/subjects.ts'
import { slugify } from '../lib/slugify.ts'

const BATCH = 500

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH))
}

/** Lookups every environment needs: subjects (with the home chips), qualifications, professions, countries and states. */
export async function seedReference(db: Kysely<Database>) {
  let chip = 0
  await db
    .insertInto('subjects')
    .values(subjects.map((s) => ({ slug: s.slug, title: s.title, chip_position: s.chip ? ++chip : null })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute()
  await seedLookups(db, [
    ['qualifications', qualifications],
    ['professions', professions],
  ])

  // A large data set: loaded only on the one start that seeds, not on every start.
  const { Country, State } = await import('country-state-city')
  const countries = Country.getAllCountries()
  await insertBatched(countries, (batch) =>
    db
      .insertInto('countries')
      .values(batch.map((c) => ({ iso2: c.isoCode, slug: slugify(c.name) || c.isoCode.toLowerCase(), title: c.name })))
      .onConflict((oc) => oc.column('iso2').doNothing())
      .execute(),
  )
  const ids = new Map((await db.selectFrom('countries').select(['id', 'iso2']).execute()).map((c) => [c.iso2, c.id]))
  const states = countries.flatMap((c) => {
    const seen = new Set<string>()
    return State.getStatesOfCountry(c.isoCode).map((s) => {
      let slug = slugify(s.name) || slugify(s.isoCode)
      // A few countries list two regions under one name; the code keeps their slugs apart.
      if (seen.has(slug)) slug = `${slug}-${slugify(s.isoCode)}`
      seen.add(slug)
      return { country_id: ids.get(c.isoCode)!, code: s.isoCode, slug, title: s.name }
    })
  })
  await insertBatched(states, (batch) =>
    db
      .insertInto('states')
      .values(batch)
      .onConflict((oc) => oc.columns(['country_id', 'slug']).doNothing())
      .execute(),
  )
}

/** The events area's lookups: event types and modes. */
export async function seedEventLookups(db: Kysely<Database>) {
  await seedLookups(db, [
    ['event_types', eventTypes],
    ['event_modes', eventModeRows],
  ])
}

type LookupTable = 'qualifications' | 'professions' | 'event_types' | 'event_modes'

/** Ordered lookup lists, each row once: a start that seeds again leaves what staff renamed or reordered alone. */
async function seedLookups(db: Kysely<Database>, lists: readonly (readonly [LookupTable, readonly { slug: string; title: string }[]])[]) {
  for (const [table, rows] of lists) {
    await db
      .insertInto(table)
      .values(rows.map((r, i) => ({ slug: r.slug, title: r.title, position: i })))
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute()
  }
}
