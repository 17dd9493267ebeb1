import type { AdminVacancy } from '../../../contract/admin-vacancies.ts'
import type { Salary, SalaryPeriod } from '../../../contract/vacancies.ts'
import type { AdminVacancyRow, VacancyRecord } from './admin-repository.ts'

interface SalaryColumns {
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  salary_period: SalaryPeriod | null
}

/** The four salary columns as the API's salary: null when not disclosed (the database keeps them all null). */
const salaryOf = (row: SalaryColumns): Salary | null =>
  row.salary_currency && row.salary_period ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period } : null

/** A stored vacancy as the values it would be saved with again: what an edit starts from. */
export const recordOf = (row: AdminVacancyRow): VacancyRecord => ({
  title: row.title,
  employer: row.employer,
  description: row.description,
  subjectIds: row.subject_ids,
  qualificationId: row.qualification_id,
  countryId: row.country_id,
  stateId: row.state_id,
  city: row.city,
  contract: row.contract,
  salary: salaryOf(row),
  closesAt: row.closes_at,
  postedAt: row.posted_at,
  reference: row.reference,
  link: row.link,
  status: row.status,
})

/** The admin list's item: the record in the form's shape, with the id, slug and titles for the card. */
export function adminVacancy(row: AdminVacancyRow): AdminVacancy {
  const record = recordOf(row)
  return {
    id: row.id,
    slug: row.slug,
    ...record,
    closesAt: record.closesAt.toISOString(),
    postedAt: record.postedAt.toISOString(),
    labels: { subjects: row.subject_titles, qualification: row.qualification_title, country: row.country_title, state: row.state_title },
    demo: row.demo,
  }
}
