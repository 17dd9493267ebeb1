import { benchVacancies, createVacancies, type VacancySeed } from '../../server/seed/factories/vacancies.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import type { Directory, DirectoryRequest } from './directories.ts'

type Random = ReturnType<typeof seededRandom>
type Params = Record<string, string | string[]>

/** Words a person would search a title by: "Consultant", "Cardiology", not "in" or "of". */
const titleWords = (v: VacancySeed) => v.title.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 3)

/** One or two whole words of the title. */
function wholeWords(rng: Random, v: VacancySeed) {
  const words = titleWords(v)
  return rng.shuffled(words).slice(0, rng.chance(0.4) ? 2 : 1).join(' ')
}

/** The search box while a word is typed: its first three to six letters, at times after a whole word. */
function typing(rng: Random, v: VacancySeed) {
  const words = titleWords(v)
  const word = rng.pick(words)
  const typed = word.slice(0, 3 + Math.floor(rng.next() * 4))
  return words.length > 1 && rng.chance(0.4) ? `${rng.pick(words.filter((w) => w !== word))} ${typed}` : typed
}

const place = (rng: Random, v: VacancySeed): Params => (v.state && rng.chance(0.5) ? { country: v.country, state: v.state } : { country: v.country })

/** The vacancy's first subject and up to two more: ticking more boxes widens the list. */
const someSubjects = (rng: Random, v: VacancySeed, all: string[]) => [
  ...new Set([v.subjects[0]!, ...rng.shuffled(all).slice(0, Math.floor(rng.next() * 3))]),
]

/** One filter of the vacancy's: a place, a subject or its type. */
function oneFilter(rng: Random, v: VacancySeed): Params {
  const roll = rng.next()
  if (roll < 0.4) return place(rng, v)
  if (roll < 0.7) return { subjects: [v.subjects[0]!] }
  return { qualification: v.qualification }
}

/** Two or three of the vacancy's filters at once. */
function combined(rng: Random, v: VacancySeed, all: string[]): Params {
  const filters: Params[] = [place(rng, v), { subjects: someSubjects(rng, v, all) }, { qualification: v.qualification }]
  return Object.assign({}, ...rng.shuffled(filters).slice(0, rng.chance(0.5) ? 2 : 3))
}

/**
 * The kinds of `GET /api/vacancies` request and how often each comes. Each is drawn from one listed vacancy, so
 * its filters and words find at least that one on page 1. Visitors filter the first page; search text and
 * later pages are members'.
 */
const kinds: { kind: string; weight: number; member: boolean; params: (rng: Random, v: VacancySeed, subjects: string[]) => Params }[] = [
  { kind: 'no filter', weight: 5, member: false, params: () => ({}) },
  { kind: 'country', weight: 10, member: false, params: (_rng, v) => ({ country: v.country }) },
  { kind: 'country + state', weight: 10, member: false, params: (_rng, v) => ({ country: v.country, ...(v.state && { state: v.state }) }) },
  { kind: 'subjects (1–3)', weight: 10, member: false, params: (rng, v, subjects) => ({ subjects: someSubjects(rng, v, subjects) }) },
  { kind: 'qualification', weight: 5, member: false, params: (_rng, v) => ({ qualification: v.qualification }) },
  { kind: 'filters combined', weight: 10, member: false, params: combined },
  { kind: 'search by title words', weight: 15, member: true, params: (rng, v) => ({ search: wholeWords(rng, v) }) },
  { kind: 'search while a word is typed', weight: 10, member: true, params: (rng, v) => ({ search: typing(rng, v) }) },
  {
    kind: 'search + a filter',
    weight: 10,
    member: true,
    params: (rng, v) => ({ search: rng.chance(0.5) ? wholeWords(rng, v) : typing(rng, v), ...oneFilter(rng, v) }),
  },
  {
    kind: 'pages 2–5 (one filter or none)',
    weight: 15,
    member: true,
    params: (rng, v) => ({ ...(rng.chance(0.7) && oneFilter(rng, v)), page: String(2 + Math.floor(rng.next() * 4)) }),
  },
]

/** A varied, repeatable mix of list requests over the generated vacancies, kind by kind. */
export function vacancyRequests(seeds: VacancySeed[], count = 2000, seed = 12): DirectoryRequest[] {
  const rng = seededRandom(seed)
  const now = Date.now()
  const listed = seeds.filter((v) => v.status === 'open' && v.closesAt.getTime() > now)
  const subjects = [...new Set(listed.flatMap((v) => v.subjects))]
  const total = kinds.reduce((sum, k) => sum + k.weight, 0)
  return kinds.flatMap(({ kind, weight, member, params }) =>
    Array.from({ length: Math.round((count * weight) / total) }, () => {
      const query = new URLSearchParams()
      for (const [name, value] of Object.entries(params(rng, rng.pick(listed), subjects))) for (const one of [value].flat()) query.append(name, one)
      return { kind, member, path: `/api/vacancies${query.size ? `?${query}` : ''}` }
    }),
  )
}

export const vacancyDirectory: Directory = {
  path: '/api/vacancies',
  table: 'vacancies',
  countVariable: 'BENCH_VACANCIES',
  async fill(db, count) {
    const seeds = benchVacancies(count)
    await createVacancies(db, seeds)
    return vacancyRequests(seeds)
  },
}
