import { benchVacancies, createVacancies } from '../../server/seed/factories/vacancies.ts'
import type { VacancySeed } from '../../server/seed/factories/vacancy-seed.ts'
import type { DirectoryRequest } from './directories.ts'
import { drawRequests, memberKinds, noFilter, place, seededDirectory, type Params, type Random, type RequestKind } from './directory-requests.ts'

/** The vacancy's first subject and up to two more: ticking more boxes widens the list. */
const someSubjects = (rng: Random, v: VacancySeed, all: string[]) => [
  ...new Set([v.subjects[0]!, ...rng.shuffled(all).slice(0, Math.floor(rng.next() * 3))]),
]

/** One filter of the vacancy's: a place, a subject or its type. */
function oneFilter(rng: Random, v: VacancySeed): Params {
  const roll = rng.next()
  if (roll < 0.4) return place(rng, v.country, v.state)
  if (roll < 0.7) return { subjects: [v.subjects[0]!] }
  return { qualification: v.qualification }
}

/** Two or three of the vacancy's filters at once. */
function combined(rng: Random, v: VacancySeed, all: string[]): Params {
  const filters: Params[] = [place(rng, v.country, v.state), { subjects: someSubjects(rng, v, all) }, { qualification: v.qualification }]
  return Object.assign({}, ...rng.shuffled(filters).slice(0, rng.chance(0.5) ? 2 : 3))
}

/** The kinds of `GET /api/vacancies` request and how often each comes; `subjects` are the listed vacancies'. */
const kinds = (subjects: string[]): RequestKind<VacancySeed>[] => [
  noFilter,
  { kind: 'country', weight: 10, member: false, params: (_rng, v) => ({ country: v.country }) },
  { kind: 'country + state', weight: 10, member: false, params: (_rng, v) => ({ country: v.country, ...(v.state && { state: v.state }) }) },
  { kind: 'subjects (1–3)', weight: 10, member: false, params: (rng, v) => ({ subjects: someSubjects(rng, v, subjects) }) },
  { kind: 'qualification', weight: 5, member: false, params: (_rng, v) => ({ qualification: v.qualification }) },
  { kind: 'filters combined', weight: 10, member: false, params: (rng, v) => combined(rng, v, subjects) },
  ...memberKinds((v: VacancySeed) => v.title, oneFilter),
]

/** A varied, repeatable mix of list requests over the generated vacancies, kind by kind. */
function vacancyRequests(seeds: VacancySeed[], count = 2000, seed = 12): DirectoryRequest[] {
  const now = Date.now()
  const listed = seeds.filter((v) => v.status === 'open' && v.closesAt.getTime() > now)
  return drawRequests('/api/vacancies', listed, kinds([...new Set(listed.flatMap((v) => v.subjects))]), count, seed)
}

export const vacancyDirectory = seededDirectory({
  path: '/api/vacancies',
  table: 'vacancies',
  countVariable: 'BENCH_VACANCIES',
  generate: benchVacancies,
  create: createVacancies,
  requests: vacancyRequests,
})
