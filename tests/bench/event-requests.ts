import { sql, type Kysely } from 'kysely'
import { EVENT_SORTS, EventListQuery } from '../../contract/event-filters.ts'
import type { Database } from '../../server/db/schema.ts'
import { listedEvent } from '../../server/modules/events/listed.ts'
import { benchEvents, createEvents } from '../../server/seed/factories/events.ts'
import { drawRequests, memberKinds, noFilter, place, type Random, type RequestKind } from './directory-requests.ts'
import { filterShapes, pageShapes, rarePairShapes, shape, sortShapes, wordShapes, type Params } from './list-shapes.ts'
import type { List } from './lists.ts'
import { memberSession } from './prepared-database.ts'
import { byRows, listWords, queryOf, rarelyTogether, type WordSource } from './shape-words.ts'

const PATH = '/api/events'

/** A listed event as its requests are drawn from it: its title and its filters' slugs (no place when online). */
interface ListedEvent {
  title: string
  country: string | null
  state: string | null
  subject: string
  type: string
  mode: string
}

/** The event's own filters: its place unless it is online, its subject, its type and how it is attended. */
const filtersOf = (rng: Random, e: ListedEvent): Params[] => [
  ...(e.country ? [place(rng, e.country, e.state)] : []),
  { subject: e.subject },
  { type: e.type },
  { mode: e.mode },
]

const oneFilter = (rng: Random, e: ListedEvent) => rng.pick(filtersOf(rng, e))

/** Two or three of the event's filters at once. */
const combined = (rng: Random, e: ListedEvent): Params => Object.assign({}, ...rng.shuffled(filtersOf(rng, e)).slice(0, rng.chance(0.5) ? 2 : 3))

const placed = (e: ListedEvent) => e.country !== null

/** The kinds of `GET /api/events` request and how often each comes. */
const kinds: RequestKind<ListedEvent>[] = [
  noFilter,
  { kind: 'country', weight: 10, signedIn: false, from: placed, params: (_rng, e) => ({ country: e.country! }) },
  // An event in a place always has its state: the generator picks a place by its state.
  { kind: 'country + state', weight: 10, signedIn: false, from: placed, params: (_rng, e) => ({ country: e.country!, state: e.state! }) },
  { kind: 'subject', weight: 10, signedIn: false, params: (_rng, e) => ({ subject: e.subject }) },
  { kind: 'type', weight: 5, signedIn: false, params: (_rng, e) => ({ type: e.type }) },
  { kind: 'mode', weight: 5, signedIn: false, params: (_rng, e) => ({ mode: e.mode }) },
  { kind: 'filters combined', weight: 10, signedIn: false, params: combined },
  ...memberKinds((e: ListedEvent) => e.title, oneFilter),
]

const listed = listedEvent('r')

/**
 * `count` events yet to start, the same ones on every run over the same rows: one that is running now could end, and
 * leave the list, before the load is over.
 */
async function sample(db: Kysely<Database>, count: number) {
  const { rows } = await sql<ListedEvent>`
    SELECT r.title, c.slug AS country, st.slug AS state, s.slug AS subject, t.slug AS type, m.slug AS mode
    FROM events r LEFT JOIN countries c ON c.id = r.country_id LEFT JOIN states st ON st.id = r.state_id JOIN subjects s ON s.id = r.subject_id
         JOIN event_types t ON t.id = r.type_id JOIN event_modes m ON m.id = r.mode_id
    WHERE ${listed} AND r.starts_at > now() ORDER BY md5(r.id::text) LIMIT ${count}`.execute(db)
  return rows
}

/** The listed events' words (their titles, organisers and cities), and where each comes in the default order (starting soonest). */
const words: WordSource = { from: sql`events r`, where: listed, text: sql`r.title || ' ' || r.organiser || ' ' || coalesce(r.city, '')`, vector: sql`r.search_vector`, key: sql`r.id`, rank: sql`extract(epoch FROM r.starts_at)` }

const lookup = (table: string, column: string, extra = sql`NULL`) =>
  sql`SELECT t.slug AS value, count(*) AS rows, count(*) FILTER (WHERE ${extra})::int AS together FROM events r JOIN ${sql.table(table)} t ON t.id = r.${sql.raw(column)} WHERE ${listed} GROUP BY t.slug`

async function eventShapes(db: Kysely<Database>) {
  const found = await listWords(db, words)
  const [country, state, subject, type, mode] = await Promise.all([
    byRows(db, lookup('countries', 'country_id')),
    byRows(db, sql`SELECT c.slug || '/' || st.slug AS value, count(*) AS rows FROM events r JOIN states st ON st.id = r.state_id JOIN countries c ON c.id = r.country_id WHERE ${listed} GROUP BY 1`),
    byRows(db, lookup('subjects', 'subject_id')),
    byRows(db, lookup('event_types', 'type_id')),
    byRows(db, lookup('event_modes', 'mode_id')),
  ])
  const { rows: pairs } = await sql<{ value: string; rows: number; together: number }>`${lookup('subjects', 'subject_id', sql`r.search_vector @@ ${await queryOf(db, found.common.word)}`)}`.execute(db)
  const [one] = await sample(db, 1)
  return [
    ...pageShapes(PATH, EventListQuery),
    ...filterShapes(PATH, [
      { name: 'country', values: country, params: (value) => ({ country: value }) },
      { name: 'country + state', values: state, params: (value) => ({ country: value.split('/')[0]!, state: value.split('/')[1]! }) },
      { name: 'subject', values: subject, params: (value) => ({ subjects: value }) },
      { name: 'type', values: type, params: (value) => ({ type: value }) },
      { name: 'mode', values: mode, params: (value) => ({ mode: value }) },
    ]),
    shape(PATH, "filters combined (a listed event's)", { ...(one!.country && { country: one!.country }), subjects: one!.subject, type: one!.type, mode: one!.mode }),
    ...wordShapes(PATH, EventListQuery, found),
    ...rarePairShapes(PATH, EventListQuery, found.common, 'subject', rarelyTogether(pairs), (value) => ({ subjects: value })),
    ...sortShapes(PATH, EVENT_SORTS, { name: 'the rarest subject', params: { subjects: subject.rarest.value } }),
  ]
}

export const eventList: List = {
  name: 'events',
  path: PATH,
  table: 'events',
  fill: async (db, count) => void (await createEvents(db, benchEvents(count))),
  signIn: memberSession,
  shapes: eventShapes,
  mix: async (db) => drawRequests(PATH, await sample(db, 2000), kinds, 2000, 14),
}
