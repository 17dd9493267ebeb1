import type { Kysely } from 'kysely'
import { searchQuery } from '../../db/full-text.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError, type FieldIssue } from '../../http/errors.ts'
import type { VacanciesRepository, VacancyFilters } from './repository.ts'
import { vacancyCard } from './responses.ts'

export interface ListRequest {
  page: number
  search?: string
  country?: string
  state?: string
  subjects?: string[]
  qualification?: string
}

/** A 400 with field messages, in the shape the contract's own validation answers. */
export const invalid = (issues: FieldIssue[]) => new HttpError(400, 'validation', issues[0]!.message, issues)

export const filterMessages = {
  country: 'Choose a country from the list',
  stateWithoutCountry: 'Choose a country first',
  state: 'Choose a state of the chosen country',
  qualification: 'Choose a type from the list',
  subjects: 'Choose subjects from the list',
}

export function createVacanciesService(db: Kysely<Database>, repo: VacanciesRepository) {
  /**
   * The filters' slugs as ids. A slug that names nothing is refused with a field message rather than
   * ignored: a list that quietly dropped a filter would show vacancies the person did not ask for.
   */
  async function filterIds({ country, state, subjects, qualification }: Omit<ListRequest, 'page' | 'search'>) {
    const issues: FieldIssue[] = []
    const [countryId, qualificationId, subjectRows] = await Promise.all([
      country ? repo.countryId(country) : undefined,
      qualification ? repo.qualificationId(qualification) : undefined,
      subjects?.length ? repo.subjectIds(subjects) : [],
    ])
    if (country && !countryId) issues.push({ path: 'country', message: filterMessages.country })
    if (qualification && !qualificationId) issues.push({ path: 'qualification', message: filterMessages.qualification })
    if (subjects && subjectRows.length < subjects.length) issues.push({ path: 'subjects', message: filterMessages.subjects })
    let stateId: number | undefined
    if (state && !country) issues.push({ path: 'state', message: filterMessages.stateWithoutCountry })
    else if (state && countryId) {
      stateId = await repo.stateId(countryId, state)
      if (!stateId) issues.push({ path: 'state', message: filterMessages.state })
    }
    if (issues.length) throw invalid(issues)
    return { countryId, stateId, qualificationId, subjectIds: subjectRows.map((s) => s.id) } satisfies VacancyFilters
  }

  return {
    async list({ page, search, ...filters }: ListRequest) {
      const [ids, query] = await Promise.all([filterIds(filters), search ? searchQuery(db, search) : null])
      const { items, hasMore } = await repo.page({ ...ids, query }, page)
      return { vacancies: items.map(vacancyCard), hasMore }
    },

    async states(country: string) {
      const countryId = await repo.countryId(country)
      if (!countryId) throw invalid([{ path: 'country', message: filterMessages.country }])
      return repo.states(countryId)
    },
  }
}

export type VacanciesService = ReturnType<typeof createVacanciesService>
