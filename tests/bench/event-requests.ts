import { benchEvents, createEvents } from '../../server/seed/factories/events.ts'
import type { EventSeed } from '../../server/seed/factories/event-seed.ts'
import type { DirectoryRequest } from './directories.ts'
import { drawRequests, memberKinds, noFilter, place, seededDirectory, type Params, type Random, type RequestKind } from './directory-requests.ts'

/** The event's own filters: its place unless it is online, its subject, its type and how it is attended. */
const filtersOf = (rng: Random, e: EventSeed): Params[] => [
  ...(e.country ? [place(rng, e.country, e.state)] : []),
  { subject: e.subject },
  { type: e.type },
  { mode: e.mode },
]

const oneFilter = (rng: Random, e: EventSeed) => rng.pick(filtersOf(rng, e))

/** Two or three of the event's filters at once. */
const combined = (rng: Random, e: EventSeed): Params => Object.assign({}, ...rng.shuffled(filtersOf(rng, e)).slice(0, rng.chance(0.5) ? 2 : 3))

const placed = (e: EventSeed) => e.country !== null

/** The kinds of `GET /api/events` request and how often each comes. */
const kinds: RequestKind<EventSeed>[] = [
  noFilter,
  { kind: 'country', weight: 10, member: false, from: placed, params: (_rng, e) => ({ country: e.country! }) },
  // An event in a place always has its state: the generator picks a place by its state.
  { kind: 'country + state', weight: 10, member: false, from: placed, params: (_rng, e) => ({ country: e.country!, state: e.state! }) },
  { kind: 'subject', weight: 10, member: false, params: (_rng, e) => ({ subject: e.subject }) },
  { kind: 'type', weight: 5, member: false, params: (_rng, e) => ({ type: e.type }) },
  { kind: 'mode', weight: 5, member: false, params: (_rng, e) => ({ mode: e.mode }) },
  { kind: 'filters combined', weight: 10, member: false, params: combined },
  ...memberKinds((e: EventSeed) => e.title, oneFilter),
]

/**
 * A varied, repeatable mix of list requests over the generated events, kind by kind. Drawn from events yet to
 * start: one that is running now could end, and leave the list, before the load is over.
 */
function eventRequests(seeds: EventSeed[], count = 2000, seed = 14): DirectoryRequest[] {
  const now = Date.now()
  const listed = seeds.filter((e) => e.status === 'published' && e.startsAt.getTime() > now)
  return drawRequests('/api/events', listed, kinds, count, seed)
}

export const eventDirectory = seededDirectory({
  path: '/api/events',
  table: 'events',
  countVariable: 'BENCH_EVENTS',
  generate: benchEvents,
  create: createEvents,
  requests: eventRequests,
})
