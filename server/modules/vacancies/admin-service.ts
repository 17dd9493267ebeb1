import type { VacancyPatch, VacancyValues } from '../../../contract/admin-vacancies.ts'
import { lookupMessages } from '../../db/slug-lookups.ts'
import { invalid, notFound, type FieldIssue } from '../../http/errors.ts'
import type { AdminVacanciesRepository, VacancyRecord } from './admin-repository.ts'
import { adminVacancy, recordOf } from './admin-responses.ts'

const notFoundMessage = 'Vacancy not found'

export function createAdminVacanciesService(repo: AdminVacanciesRepository) {
  /** The rules the contract cannot check alone: the ids name rows, the state is the country's, the dates are in order. */
  async function check(record: VacancyRecord) {
    const found = await repo.lookups(record)
    const issues: FieldIssue[] = []
    if (found.subjects.length < record.subjectIds.length) issues.push({ path: 'subjectIds', message: lookupMessages.subjects })
    if (!found.qualification) issues.push({ path: 'qualificationId', message: lookupMessages.qualification })
    if (!found.country) issues.push({ path: 'countryId', message: lookupMessages.country })
    else if (record.stateId === null && found.country_has_states) issues.push({ path: 'stateId', message: 'Choose a state' })
    else if (record.stateId !== null && found.state_country !== record.countryId) issues.push({ path: 'stateId', message: lookupMessages.state })
    if (record.closesAt <= record.postedAt) issues.push({ path: 'closesAt', message: 'The closing date must be after the posting date' })
    if (issues.length) throw invalid(issues)
  }

  async function item(id: number) {
    const row = await repo.item(id)
    if (!row) throw notFound(notFoundMessage)
    return adminVacancy(row)
  }

  return {
    item,

    async page(search: string | undefined, page: number) {
      const { items, hasMore } = await repo.page(search, page)
      return { vacancies: items.map(adminVacancy), hasMore }
    },

    async create(values: VacancyValues) {
      const record = { ...values, postedAt: values.postedAt ?? new Date() }
      await check(record)
      const [id] = await repo.insert([record])
      return item(id!)
    },

    /** Only the fields sent change; the rules are checked on the vacancy as it will be. */
    async update(id: number, patch: VacancyPatch) {
      const current = await repo.item(id)
      if (!current) throw notFound(notFoundMessage)
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
      const record: VacancyRecord = { ...recordOf(current), ...changes }
      await check(record)
      if (!(await repo.update(id, record))) throw notFound(notFoundMessage)
      return item(id)
    },

    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(notFoundMessage)
    },
  }
}

export type AdminVacanciesService = ReturnType<typeof createAdminVacanciesService>
