import type { Salary, VacancyContract, VacancyStatus } from '../../../contract/vacancies.ts'

/** A vacancy as tests and the demo data describe it: lookups by slug. */
export interface VacancySeed {
  title: string
  employer: string
  description: string
  subjects: string[]
  qualification: string
  country: string
  /** Null only for a country the data set lists no states for. */
  state: string | null
  city: string | null
  contract: VacancyContract
  salary: Salary | null
  closesAt: Date
  postedAt: Date
  reference: string | null
  link: string
  status: VacancyStatus
}
