import { sql, type Kysely } from 'kysely'
import { VACANCY_SORTS, VacancyListQuery } from '../../contract/vacancy-filters.ts'
import type { Database } from '../../server/db/schema.ts'
import { listedVacancy } from '../../server/modules/vacancies/listed.ts'
import { benchVacancies, createVacancies } from '../../server/seed/factories/vacancies.ts'
import { drawRequests, memberKinds, noFilter, place, type Random, type RequestKind } from './directory-requests.ts'
import { filterShapes, pageShapes, rarePairShapes, shape, sortShapes, wordShapes, type Params } from './list-shapes.ts'
import type { List } from './lists.ts'
import { memberSession } from './prepared-database.ts'
import { byRows, listWords, queryOf, rarelyTogether, type WordSource } from './shape-words.ts'

const PATH = '/api/vacancies'

/** A listed vacancy as its requests are drawn from it: its title and its filters' slugs. */
interface ListedVacancy {
  title: string
  country: string
  state: string | null
  subjects: string[]
  qualification: string
}

/** The vacancy's first subject and up to two more: ticking more boxes widens the list. */
const someSubjects = (rng: Random, v: ListedVacancy, all: string[]) => [
  ...new Set([v.subjects[0]!, ...rng.shuffled(all).slice(0, Math.floor(rng.next() * 3))]),
]

/** One filter of the vacancy's: a place, a subject or its type. */
function oneFilter(rng: Random, v: ListedVacancy): Params {
  const roll = rng.next()
  if (roll < 0.4) return place(rng, v.country, v.state)
  if (roll < 0.7) return { subjects: [v.subjects[0]!] }
  return { qualification: v.qualification }
}

/** Two or three of the vacancy's filters at once. */
function combined(rng: Random, v: ListedVacancy, all: string[]): Params {
  const filters: Params[] = [place(rng, v.country, v.state), { subjects: someSubjects(rng, v, all) }, { qualification: v.qualification }]
  return Object.assign({}, ...rng.shuffled(filters).slice(0, rng.chance(0.5) ? 2 : 3))
}

/** The kinds of `GET /api/vacancies` request and how often each comes; `subjects` are the listed vacancies'. */
const kinds = (subjects: string[]): RequestKind<ListedVacancy>[] => [
  noFilter,
  { kind: 'country', weight: 10, signedIn: false, params: (_rng, v) => ({ country: v.country }) },
  { kind: 'country + state', weight: 10, signedIn: false, params: (_rng, v) => ({ country: v.country, ...(v.state && { state: v.state }) }) },
  { kind: 'subjects (1–3)', weight: 10, signedIn: false, params: (rng, v) => ({ subjects: someSubjects(rng, v, subjects) }) },
  { kind: 'qualification', weight: 5, signedIn: false, params: (_rng, v) => ({ qualification: v.qualification }) },
  { kind: 'filters combined', weight: 10, signedIn: false, params: (rng, v) => combined(rng, v, subjects) },
  ...memberKinds((v: ListedVacancy) => v.title, oneFilter),
]

const listed = listedVacancy('r')

/** `count` listed vacancies, the same ones on every run over the same rows. */
async function sample(db: Kysely<Database>, count: number) {
  const { rows } = await sql<ListedVacancy>`
    SELECT r.title, c.slug AS country, st.slug AS state, q.slug AS qualification,
           ARRAY(SELECT s.slug FROM unnest(r.subject_ids) WITH ORDINALITY u(id, n) JOIN subjects s ON s.id = u.id ORDER BY u.n) AS subjects
    FROM vacancies r JOIN countries c ON c.id = r.country_id LEFT JOIN states st ON st.id = r.state_id JOIN qualifications q ON q.id = r.qualification_id
    WHERE ${listed} ORDER BY md5(r.id::text) LIMIT ${count}`.execute(db)
  return rows
}

/** The listed vacancies' words (their titles, employers and cities), and where each comes in the default order (closing soonest). */
const words: WordSource = { from: sql`vacancies r`, where: listed, text: sql`r.title || ' ' || r.employer || ' ' || coalesce(r.city, '')`, vector: sql`r.search_vector`, key: sql`r.id`, rank: sql`extract(epoch FROM r.closes_at)` }

const lookup = (table: string, column: string) => sql`SELECT t.slug AS value, count(*) AS rows FROM vacancies r JOIN ${sql.table(table)} t ON t.id = r.${sql.raw(column)} WHERE ${listed} GROUP BY t.slug`
const bySubject = (extra = sql`NULL`) => sql`
  SELECT s.slug AS value, count(*)::int AS rows, count(*) FILTER (WHERE ${extra})::int AS together
  FROM vacancies r CROSS JOIN LATERAL unnest(r.subject_ids) AS u(id) JOIN subjects s ON s.id = u.id WHERE ${listed} GROUP BY s.slug`

async function vacancyShapes(db: Kysely<Database>) {
  const found = await listWords(db, words)
  const [country, state, subject, qualification] = await Promise.all([
    byRows(db, lookup('countries', 'country_id')),
    byRows(db, sql`SELECT c.slug || '/' || st.slug AS value, count(*) AS rows FROM vacancies r JOIN states st ON st.id = r.state_id JOIN countries c ON c.id = r.country_id WHERE ${listed} GROUP BY 1`),
    byRows(db, bySubject()),
    byRows(db, lookup('qualifications', 'qualification_id')),
  ])
  const inState = (value: string) => ({ country: value.split('/')[0]!, state: value.split('/')[1]! })
  const { rows: pairs } = await sql<{ value: string; rows: number; together: number }>`${bySubject(sql`r.search_vector @@ ${await queryOf(db, found.common.word)}`)}`.execute(db)
  const [one] = await sample(db, 1)
  return [
    ...pageShapes(PATH, VacancyListQuery),
    ...filterShapes(PATH, [
      { name: 'country', values: country, params: (value) => ({ country: value }) },
      { name: 'country + state', values: state, params: inState },
      { name: 'subject', values: subject, params: (value) => ({ subjects: value }) },
      { name: 'qualification', values: qualification, params: (value) => ({ qualification: value }) },
    ]),
    shape(PATH, "filters combined (a listed vacancy's)", { country: one!.country, ...(one!.state && { state: one!.state }), subjects: one!.subjects[0]!, qualification: one!.qualification }),
    ...wordShapes(PATH, VacancyListQuery, found),
    ...rarePairShapes(PATH, VacancyListQuery, found.common, 'subject', rarelyTogether(pairs), (value) => ({ subjects: value })),
    ...sortShapes(PATH, VACANCY_SORTS, { name: 'the rarest subject', params: { subjects: subject.rarest.value } }),
  ]
}

export const vacancyList: List = {
  name: 'vacancies',
  path: PATH,
  table: 'vacancies',
  fill: async (db, count) => void (await createVacancies(db, benchVacancies(count))),
  signIn: memberSession,
  shapes: vacancyShapes,
  async mix(db) {
    const rows = await sample(db, 2000)
    return drawRequests(PATH, rows, kinds([...new Set(rows.flatMap((v) => v.subjects))]), 2000, 12)
  },
}
