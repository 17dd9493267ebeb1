import * as v from 'valibot'
import { envelope, metaDescription, pagedResponse, Slug } from './common.ts'

export { VACANCIES_PAGE_SIZE, VACANCY_MAX_SUBJECTS, VacancyListQuery } from './vacancy-filters.ts'

export const vacancyContracts = ['full-time', 'part-time', 'fixed-term', 'permanent', 'locum', 'fellowship', 'internship'] as const
export type VacancyContract = (typeof vacancyContracts)[number]
export const contractTitles: Record<VacancyContract, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  'fixed-term': 'Fixed-term',
  permanent: 'Permanent',
  locum: 'Locum',
  fellowship: 'Fellowship',
  internship: 'Internship',
}

export const salaryPeriods = ['year', 'month', 'hour'] as const
export type SalaryPeriod = (typeof salaryPeriods)[number]

/** Only `open` vacancies that have not closed yet are listed to the public. */
export const vacancyStatuses = ['draft', 'open', 'closed'] as const
export type VacancyStatus = (typeof vacancyStatuses)[number]

export const VacancyOption = v.object({ slug: v.string(), title: v.string() })
export type VacancyOption = v.InferOutput<typeof VacancyOption>

/** A disclosed salary; a vacancy that does not say has `salary: null`. */
export const Salary = v.object({
  /** Whole minor units of `currency` (cents, paise); one of the two may be open-ended. */
  min: v.nullable(v.number()),
  max: v.nullable(v.number()),
  currency: v.string(),
  period: v.picklist(salaryPeriods),
})
export type Salary = v.InferOutput<typeof Salary>

/** A vacancy card. */
export const Vacancy = v.object({
  slug: v.string(),
  title: v.string(),
  /** Where to apply ('Visit Website'). */
  link: v.string(),
  employer: v.string(),
  description: v.string(),
  /** The first of `subjects`: the card's "Subject". */
  subject: VacancyOption,
  subjects: v.array(VacancyOption),
  /** The card's "Type". */
  qualification: VacancyOption,
  country: VacancyOption,
  /** Null where the data set lists no states for the country. */
  state: v.nullable(VacancyOption),
  city: v.nullable(v.string()),
  contract: v.picklist(vacancyContracts),
  salary: v.nullable(Salary),
  /** ISO 8601 moments in UTC. */
  closesAt: v.string(),
  postedAt: v.string(),
  reference: v.nullable(v.string()),
  status: v.picklist(vacancyStatuses),
  /** Made up by the demo data: the card and the page say 'Demo'. Absent from older answers. */
  demo: v.optional(v.boolean()),
})
export type Vacancy = v.InferOutput<typeof Vacancy>

export const VacancyListResponse = pagedResponse('vacancies', Vacancy)
export type VacancyListResponse = v.InferOutput<typeof VacancyListResponse>

/** The filters' choices: only those that open vacancies have, so no choice leads to an empty list. */
export const VacancyOptionsResponse = envelope(v.array(VacancyOption))

export const VacancyStatesParams = v.object({ country: Slug })

/**
 * A vacancy's slug as the server makes it: words of the title, then a hyphen and a random tail of eight letters and
 * digits. The tail keeps every slug apart from the list's own paths (`/api/vacancies/countries` ...).
 */
export const VacancySlug = v.pipe(Slug, v.regex(/-[a-z0-9]{8}$/, 'A vacancy slug ends in a hyphen and eight letters or digits'))

/** `GET /api/vacancies/{slug}`: any vacancy staff have published, open or closed. */
export const VacancyParams = v.object({ slug: VacancySlug })

/** One vacancy for its page: status `closed` once it is closed or past its closing moment, so the page says so. */
export const VacancyResponse = envelope(Vacancy)

/** A vacancy page's title and description: the server's <head> and the app's screen give the same. */
export function vacancyPageMeta(vacancy: Vacancy) {
  const place = [vacancy.city, vacancy.state?.title, vacancy.country.title].filter(Boolean).join(', ')
  const closed = vacancy.status === 'closed' ? 'This vacancy has closed. ' : ''
  return {
    title: `${vacancy.title} at ${vacancy.employer}`,
    description: metaDescription(`${closed}${vacancy.employer}, ${place}. ${vacancy.description}`),
  }
}
