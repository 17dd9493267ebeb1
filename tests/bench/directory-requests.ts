import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { pathOf, type Params } from './list-shapes.ts'
import type { ListRequest } from './lists.ts'

// The lists' mixes: kinds of request, each with its share, drawn from rows the list shows so that they find them.

export type Random = ReturnType<typeof seededRandom>

/** A kind of list request, how often it comes, and how one is made from a listed row. */
export interface RequestKind<Row> {
  kind: string
  weight: number
  signedIn: boolean
  /** The rows the kind can be drawn from, where not every listed row has what it filters by (an online event has no place). */
  from?: (row: Row) => boolean
  /** The query, from the row's own values so that it finds at least that row on page 1. */
  params: (rng: Random, row: Row) => Params
}

/** Words a person would search a title by: "Consultant", "Cardiology", not "in" or "of". */
const titleWords = (title: string) => title.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 3)

/** One or two whole words of the title. */
export function wholeWords(rng: Random, title: string) {
  return rng.shuffled(titleWords(title)).slice(0, rng.chance(0.4) ? 2 : 1).join(' ')
}

/** The search box while a word is typed: its first three to six letters, at times after a whole word. */
export function typing(rng: Random, title: string) {
  const words = titleWords(title)
  const word = rng.pick(words)
  const typed = word.slice(0, 3 + Math.floor(rng.next() * 4))
  return words.length > 1 && rng.chance(0.4) ? `${rng.pick(words.filter((w) => w !== word))} ${typed}` : typed
}

/** A country, or as often its state with it where the row has one. */
export const place = (rng: Random, country: string, state: string | null): Params => (state && rng.chance(0.5) ? { country, state } : { country })

export const noFilter: RequestKind<unknown> = { kind: 'no filter', weight: 5, signedIn: false, params: () => ({}) }

/**
 * The members' kinds, alike in every directory: the list's feature gates search text and the pages past the
 * first. `oneFilter` is one of the row's own filters, beside a search or on a later page.
 */
export const memberKinds = <Row>(title: (row: Row) => string, oneFilter: (rng: Random, row: Row) => Params): RequestKind<Row>[] => [
  { kind: 'search by title words', weight: 15, signedIn: true, params: (rng, row) => ({ search: wholeWords(rng, title(row)) }) },
  { kind: 'search while a word is typed', weight: 10, signedIn: true, params: (rng, row) => ({ search: typing(rng, title(row)) }) },
  {
    kind: 'search + a filter',
    weight: 10,
    signedIn: true,
    params: (rng, row) => ({ search: rng.chance(0.5) ? wholeWords(rng, title(row)) : typing(rng, title(row)), ...oneFilter(rng, row) }),
  },
  {
    kind: 'pages 2–5 (one filter or none)',
    weight: 15,
    signedIn: true,
    params: (rng, row) => ({ ...(rng.chance(0.7) && oneFilter(rng, row)), page: String(2 + Math.floor(rng.next() * 4)) }),
  },
]

/** `count` requests to `path`, each kind its share by weight, each drawn from one of the listed rows it suits; the same seed, the same mix. */
export function drawRequests<Row>(path: string, listed: Row[], kinds: RequestKind<Row>[], count: number, seed: number): ListRequest[] {
  const rng = seededRandom(seed)
  const total = kinds.reduce((sum, k) => sum + k.weight, 0)
  return kinds.flatMap(({ kind, weight, signedIn, from, params }) => {
    const rows = from ? listed.filter(from) : listed
    if (!rows.length) throw new Error(`${kind}: no listed row to draw it from; generate more rows`)
    return Array.from({ length: Math.round((count * weight) / total) }, () => ({ kind, signedIn, path: pathOf(path, params(rng, rng.pick(rows))) }))
  })
}
