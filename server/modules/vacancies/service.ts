import type { Kysely } from 'kysely'
import type { Vacancy, VacancyListQuery } from '../../../contract/vacancies.ts'
import { searchQuery } from '../../db/full-text.ts'
import type { ListRequest } from '../../db/list-filters.ts'
import type { Database } from '../../db/schema.ts'
import { invalid, notFound, type FieldIssue } from '../../http/errors.ts'
import { createSlugLookups, lookupMessages } from '../../core/slug-lookups.ts'
import type { VacanciesRepository, VacancyFilters } from './repository.ts'
import type { SearchRecorder } from '../../core/ports.ts'

/** `GET /api/vacancies` as its route parsed it (contract/vacancy-filters.ts). */
export type VacancyListRequest = ListRequest<typeof VacancyListQuery>

export function createVacanciesService(db: Kysely<Database>, repo: VacanciesRepository, analytics: SearchRecorder) {
  const lookups = createSlugLookups(db)

  /** The filters' slugs as ids, or a 400 naming each that names nothing. */
  async function filterIds({ country, state, subjects, qualification }: Omit<VacancyListRequest, 'page' | 'search'>) {
    const [place, qualificationId, subjectRows] = await Promise.all([
      lookups.place(country, state),
      lookups.one('qualifications', qualification, 'qualification'),
      subjects?.length ? lookups.subjectIds(subjects) : [],
    ])
    const issues: FieldIssue[] = [...place.issues, ...qualificationId.issues]
    if (subjects && subjectRows.length < new Set(subjects).size) issues.push({ path: 'subjects', message: lookupMessages.subjects })
    if (issues.length) throw invalid(issues)
    return { countryId: place.countryId, stateId: place.stateId, qualificationId: qualificationId.id, subjectIds: subjectRows.map((s) => s.id) } satisfies VacancyFilters
  }

  return {
    async list({ page, search, sort, ...filters }: VacancyListRequest) {
      const [ids, query] = await Promise.all([filterIds(filters), search ? searchQuery(db, search) : null])
      const { items, hasMore } = await repo.page({ ...ids, query, sort }, page)
      if (search && page === 1) analytics.searched('vacancies', search, items.length)
      return { cards: items, hasMore }
    },

    /** One published vacancy for its page; one no longer listed reads as closed, whatever its status says. */
    async vacancy(slug: string) {
      const row = await repo.bySlug(slug)
      if (!row) throw notFound('Vacancy not found')
      const card = JSON.parse(row.card) as Vacancy
      return row.listed ? card : { ...card, status: 'closed' as const }
    },

    async states(country: string) {
      const countryId = await lookups.idOf('countries', country)
      if (!countryId) throw invalid([{ path: 'country', message: lookupMessages.country }])
      return repo.states(countryId)
    },
  }
}

export type VacanciesService = ReturnType<typeof createVacanciesService>
