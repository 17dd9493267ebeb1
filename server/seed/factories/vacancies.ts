import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createAdminVacanciesRepository, type VacancyRecord } from '../../modules/vacancies/index.ts'
import { generateVacancies } from '../vacancies/generate-vacancies.ts'
import type { VacancySeed } from './vacancy-seed.ts'
import { unique } from './unique.ts'

const DAY = 86_400_000


/** An open cardiology fellowship in Toronto closing in a month; tests override what they look at. */
export const vacancySeed = (overrides: Partial<VacancySeed> = {}): VacancySeed => ({
  title: `Clinical Fellow in Cardiology ${unique('post')}`,
  employer: 'Toronto General Hospital',
  description: 'A one-year clinical fellowship in interventional cardiology.',
  subjects: ['cardiology'],
  qualification: 'md-ms',
  country: 'canada',
  state: 'ontario',
  city: 'Toronto',
  contract: 'fellowship',
  salary: { min: 8_500_000, max: 9_500_000, currency: 'CAD', period: 'year' },
  closesAt: new Date(Date.now() + 30 * DAY),
  postedAt: new Date(Date.now() - 2 * DAY),
  reference: 'TGH-2026-014',
  link: 'https://careers.example.org/toronto-general/tgh-2026-014',
  status: 'open',
  ...overrides,
})

/** The ids of the slugs the seeds name; a slug that names nothing stops the run, as a typo in a test should. */
async function toRecords(db: Kysely<Database>, seeds: VacancySeed[]): Promise<VacancyRecord[]> {
  const [subjects, qualifications, countries] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'slug']).where('slug', 'in', [...new Set(seeds.flatMap((s) => s.subjects))]).execute(),
    db.selectFrom('qualifications').select(['id', 'slug']).where('slug', 'in', [...new Set(seeds.map((s) => s.qualification))]).execute(),
    db.selectFrom('countries').select(['id', 'slug']).where('slug', 'in', [...new Set(seeds.map((s) => s.country))]).execute(),
  ])
  const countryIds = new Map(countries.map((c) => [c.slug, c.id]))
  const states = await db.selectFrom('states').select(['id', 'slug', 'country_id']).where('country_id', 'in', [...countryIds.values(), 0]).execute()
  const subjectIds = new Map(subjects.map((s) => [s.slug, s.id]))
  const qualificationIds = new Map(qualifications.map((q) => [q.slug, q.id]))
  const stateIds = new Map(states.map((s) => [`${s.country_id}/${s.slug}`, s.id]))
  const idOf = <K>(ids: Map<K, number>, key: K, what: string) => {
    const id = ids.get(key)
    if (id === undefined) throw new Error(`No ${what} ${String(key)}`)
    return id
  }
  return seeds.map(({ subjects: subjectSlugs, qualification, country, state, ...rest }) => {
    const countryId = idOf(countryIds, country, 'country')
    return {
      ...rest,
      subjectIds: subjectSlugs.map((slug) => idOf(subjectIds, slug, 'subject')),
      qualificationId: idOf(qualificationIds, qualification, 'qualification'),
      countryId,
      stateId: state === null ? null : idOf(stateIds, `${countryId}/${state}`, `state of ${country}`),
    }
  })
}

/** Saves vacancies in batches, as staff's form would (without its checks); returns their ids in order. */
export async function createVacancies(db: Kysely<Database>, seeds: VacancySeed[]) {
  return createAdminVacanciesRepository(db).insert(await toRecords(db, seeds))
}

/** One vacancy with every field filled in; returns its seed with its id and slug. */
export async function createVacancy(db: Kysely<Database>, overrides: Partial<VacancySeed> = {}) {
  const seed = vacancySeed(overrides)
  const [id] = await createVacancies(db, [seed])
  const { slug } = await db.selectFrom('vacancies').select('slug').where('id', '=', id!).executeTakeFirstOrThrow()
  return { ...seed, id: id!, slug }
}

/** The demo site's vacancies: a few hundred, across countries (several Canadian provinces), subjects and types. */
export const demoVacancies = () => generateVacancies({ count: 300, seed: 2026 })

/** Many more of the same kind, for measuring the list. */
export const benchVacancies = (count: number) => generateVacancies({ count, seed: 78 })
