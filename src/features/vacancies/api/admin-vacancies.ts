import { AdminVacancy, VacancyInput, VacancyPatch } from '../../../../contract/admin-vacancies.ts'
import { adminCollection } from '../../admin/index.ts'

/** Vacancies Management's calls: the list (newest first; search matches a title, employer, subject, state or country), one vacancy, create, edit and delete. */
export const adminVacancies = adminCollection({ name: 'vacancies', item: AdminVacancy, input: VacancyInput, patch: VacancyPatch })
