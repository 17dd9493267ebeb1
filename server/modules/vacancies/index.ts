// The vacancies area's one door: the rest of the server reaches the area only through what this file exports.
export { vacanciesModule } from './module.ts'
export { createAdminVacanciesRepository } from './admin-repository.ts'
export type { VacancyRecord } from './admin-repository.ts'
export { listedVacancy } from './listed.ts'
