import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createAdminEventsRepository, type EventRecord } from '../../modules/events/index.ts'
import { generateEvents } from '../events/generate-events.ts'
import type { EventSeed } from './event-seed.ts'
import { unique } from './unique.ts'

const DAY = 86_400_000


/** A cardiology conference in Toronto in two months, with an abstract deadline; tests override what they look at. */
export const eventSeed = (overrides: Partial<EventSeed> = {}): EventSeed => {
  const startsAt = new Date(Date.now() + 60 * DAY)
  return {
    title: `Canadian Cardiology Conference ${unique('event')}`,
    description: 'Three days of keynotes, oral and poster sessions on interventional cardiology.',
    subject: 'cardiology',
    type: 'conference',
    mode: 'in-person',
    country: 'canada',
    state: 'ontario',
    city: 'Toronto',
    venue: 'Toronto Convention Centre',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * DAY + 8 * 3_600_000),
    timeZone: 'America/Toronto',
    deadlines: [{ kind: 'abstract', at: new Date(startsAt.getTime() - 30 * DAY), anywhereOnEarth: false }],
    organiser: 'Canadian Society of Cardiology',
    link: 'https://events.example.org/canadian-cardiology',
    cmeCredits: 18,
    status: 'published',
    ...overrides,
  }
}

/** The ids of the slugs the seeds name; a slug that names nothing stops the run, as a typo in a test should. */
async function toRecords(db: Kysely<Database>, seeds: EventSeed[]): Promise<EventRecord[]> {
  const slugsOf = (pick: (s: EventSeed) => string | null) => [...new Set(seeds.map(pick).filter((slug): slug is string => slug !== null))]
  const [subjects, types, modes, countries] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'slug']).where('slug', 'in', slugsOf((s) => s.subject)).execute(),
    db.selectFrom('event_types').select(['id', 'slug']).where('slug', 'in', slugsOf((s) => s.type)).execute(),
    db.selectFrom('event_modes').select(['id', 'slug']).where('slug', 'in', slugsOf((s) => s.mode)).execute(),
    db.selectFrom('countries').select(['id', 'slug']).where('slug', 'in', [...slugsOf((s) => s.country), '']).execute(),
  ])
  const countryIds = new Map(countries.map((c) => [c.slug, c.id]))
  const states = await db.selectFrom('states').select(['id', 'slug', 'country_id']).where('country_id', 'in', [...countryIds.values(), 0]).execute()
  const ids = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]))
  const [subjectIds, typeIds, modeIds] = [ids(subjects), ids(types), ids(modes)]
  const stateIds = new Map(states.map((s) => [`${s.country_id}/${s.slug}`, s.id]))
  const idOf = <K>(map: Map<K, number>, key: K, what: string) => {
    const id = map.get(key)
    if (id === undefined) throw new Error(`No ${what} ${String(key)}`)
    return id
  }
  return seeds.map(({ subject, type, mode, country, state, ...rest }) => {
    const countryId = country === null ? null : idOf(countryIds, country, 'country')
    return {
      ...rest,
      subjectId: idOf(subjectIds, subject, 'subject'),
      typeId: idOf(typeIds, type, 'event type'),
      modeId: idOf(modeIds, mode, 'event mode'),
      countryId,
      stateId: state === null || countryId === null ? null : idOf(stateIds, `${countryId}/${state}`, `state of ${country}`),
    }
  })
}

/** Saves events in batches, as staff's form would (without its checks); returns their ids in order. */
export async function createEvents(db: Kysely<Database>, seeds: EventSeed[]) {
  return createAdminEventsRepository(db).insert(await toRecords(db, seeds))
}

/** One event with every field filled in; returns its seed with its id and slug. */
export async function createEvent(db: Kysely<Database>, overrides: Partial<EventSeed> = {}) {
  const seed = eventSeed(overrides)
  const [id] = await createEvents(db, [seed])
  const { slug } = await db.selectFrom('events').select('slug').where('id', '=', id!).executeTakeFirstOrThrow()
  return { ...seed, id: id!, slug }
}

/** The demo site's events: a few hundred, across countries (several Canadian provinces), subjects, types and modes. */
export const demoEvents = () => generateEvents({ count: 300, seed: 2027 })

/** Many more of the same kind, for measuring the list. */
export const benchEvents = (count: number) => generateEvents({ count, seed: 91 })
