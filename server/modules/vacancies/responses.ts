import type { Salary, SalaryPeriod, Vacancy } from '../../../contract/vacancies.ts'
import type { VacancyRow } from './repository.ts'

interface SalaryColumns {
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  salary_period: SalaryPeriod | null
}

/** The four salary columns as the API's salary: null when not disclosed (the database keeps them all null). */
export const salaryOf = (row: SalaryColumns): Salary | null =>
  row.salary_currency && row.salary_period ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period } : null

export function vacancyCard(row: VacancyRow): Vacancy {
  return {
    slug: row.slug,
    title: row.title,
    link: row.link,
    employer: row.employer,
    description: row.description,
    // Every vacancy has at least one subject: the service never saves one without.
    subject: row.subjects?.[0] ?? { slug: '', title: '' },
    subjects: row.subjects ?? [],
    qualification: { slug: row.qualification_slug, title: row.qualification_title },
    country: { slug: row.country_slug, title: row.country_title },
    state: row.state_slug && row.state_title ? { slug: row.state_slug, title: row.state_title } : null,
    city: row.city,
    contract: row.contract,
    salary: salaryOf(row),
    closesAt: row.closes_at.toISOString(),
    postedAt: row.posted_at.toISOString(),
    reference: row.reference,
    status: row.status,
  }
}
