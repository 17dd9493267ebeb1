import type { Salary, SalaryPeriod } from '../../../contract/vacancies.ts'

interface SalaryColumns {
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  salary_period: SalaryPeriod | null
}

/** The four salary columns as the API's salary: null when not disclosed (the database keeps them all null). */
export const salaryOf = (row: SalaryColumns): Salary | null =>
  row.salary_currency && row.salary_period ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period } : null
