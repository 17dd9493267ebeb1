import { AdminVacancyListQuery, AdminVacancyParams, VacancyInput, VacancyPatch } from '../../../contract/admin-vacancies.ts'
import { sectionRoutes } from '../../core/admin/section-routes.ts'
import type { AdminVacanciesService } from './admin-service.ts'

/** Vacancies Management. */
export const adminVacanciesRoutes = (service: AdminVacanciesService) =>
  sectionRoutes({
    section: 'vacancies',
    schemas: { list: AdminVacancyListQuery, params: AdminVacancyParams, input: VacancyInput, patch: VacancyPatch },
    service,
    messages: { created: 'Vacancy created.', updated: 'Vacancy updated.', deleted: 'Vacancy deleted.' },
    summary: (vacancy) => vacancy.title,
  })
