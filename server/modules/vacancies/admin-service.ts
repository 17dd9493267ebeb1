import type { VacancyValues } from '../../../contract/admin-vacancies.ts'
import { lookupMessages } from '../../core/slug-lookups.ts'
import { invalid, type FieldIssue } from '../../http/errors.ts'
import { recordService } from '../../core/admin/record-service.ts'
import type { AdminVacanciesRepository, VacancyRecord } from './admin-repository.ts'
import { adminVacancy, recordOf } from './admin-responses.ts'

export function createAdminVacanciesService(repo: AdminVacanciesRepository) {
  /**
   * The rules the contract cannot check alone: the ids name rows (a retired subject or qualification only if the
   * vacancy has it already), the state is the country's, the dates are in order.
   */
  async function check(record: VacancyRecord, stored?: VacancyRecord) {
    const found = await repo.lookups(record, stored)
    const issues: FieldIssue[] = []
    if (found.subjects.length < record.subjectIds.length) issues.push({ path: 'subjectIds', message: lookupMessages.subjects })
    if (!found.qualification) issues.push({ path: 'qualificationId', message: lookupMessages.qualification })
    if (!found.country) issues.push({ path: 'countryId', message: lookupMessages.country })
    else if (record.stateId === null && found.country_has_states) issues.push({ path: 'stateId', message: 'Choose a state' })
    else if (record.stateId !== null && found.state_country !== record.countryId) issues.push({ path: 'stateId', message: lookupMessages.state })
    if (record.closesAt <= record.postedAt) issues.push({ path: 'closesAt', message: 'The closing date must be after the posting date' })
    if (issues.length) throw invalid(issues)
  }

  return recordService({
    repo,
    listKey: 'vacancies',
    notFoundMessage: 'Vacancy not found',
    toItem: adminVacancy,
    recordOf,
    prepare: (values: VacancyValues): VacancyRecord => ({ ...values, postedAt: values.postedAt ?? new Date() }),
    check,
  })
}

export type AdminVacanciesService = ReturnType<typeof createAdminVacanciesService>
