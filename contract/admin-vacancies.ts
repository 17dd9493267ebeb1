import * as v from 'valibot'
import { envelope, messages, PageParam, pagedResponse } from './common.ts'
import { SearchText } from './journal-filters.ts'
import { salaryPeriods, Vacancy, vacancyContracts, vacancyStatuses } from './vacancies.ts'
import { VACANCY_MAX_SUBJECTS } from './vacancy-filters.ts'

// What staff send to create and edit a vacancy, and what the admin list answers: the same shape (lookups as
// ids) plus the `id` and `slug` the server gives it, so an edit form is filled straight from a list item and a
// copy of one can be posted as a new vacancy (keys a form does not send, such as `labels`, are dropped).

export const ADMIN_VACANCIES_PAGE_SIZE = 20

const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, `${label} may be at most ${max} characters`),
    v.regex(/^[^\p{Cc}]*$/u, `${label} may hold letters, digits and punctuation only`),
  )

/** Optional one-line text: left out, null or blank all mean none. */
const optionalText = (label: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(max, `${label} may be at most ${max} characters`),
        v.regex(/^[^\p{Cc}]*$/u, `${label} may hold letters, digits and punctuation only`),
        v.transform((s) => s || null),
      ),
    ),
    null,
  )

const lookupId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2 ** 31 - 1, message))

const momentMessage = 'Give a date and time with its time zone, such as 2026-03-31T17:00:00+01:00'
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/

/** A calendar day that exists (no 31 April) and a time of day, in the years a vacancy can have. */
const isRealMoment = (text: string) => {
  const [year, month, day, hour, minute, second = 0] = (MOMENT.exec(text) ?? []).slice(1).map((part) => (part === undefined ? undefined : Number(part)))
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
}

/** An exact moment with its offset (or Z), as ISO 8601 writes it. */
export const Moment = v.pipe(v.string(momentMessage), v.check(isRealMoment, momentMessage), v.transform((text) => new Date(text)))

const linkMessage = 'Enter a valid URL starting with http:// or https://'
const ApplyLink = v.pipe(
  v.string(linkMessage),
  v.trim(),
  v.maxLength(2000, 'The link may be at most 2000 characters'),
  v.url(linkMessage),
  v.check((url) => /^https?:\/\//i.test(url), linkMessage),
)

const amount = v.optional(
  v.nullable(v.pipe(v.number('Salary must be a number'), v.integer('Salary is in whole minor units (cents)'), v.minValue(0, 'Salary cannot be negative'), v.maxValue(Number.MAX_SAFE_INTEGER))),
  null,
)

/** A disclosed salary needs at least one end, a currency and a period; null is "not disclosed". */
const SalaryInput = v.pipe(
  v.object({
    min: amount,
    max: amount,
    currency: v.pipe(v.string('Choose a currency'), v.regex(/^[A-Z]{3}$/, 'Currency is a three-letter code such as CAD')),
    period: v.picklist(salaryPeriods, 'Choose per year, month or hour'),
  }),
  v.forward(
    v.check((s) => s.min !== null || s.max !== null, 'Give a minimum or a maximum, or leave the salary undisclosed'),
    ['min'],
  ),
  v.forward(
    v.check((s) => s.min === null || s.max === null || s.min <= s.max, 'The minimum cannot be above the maximum'),
    ['max'],
  ),
)

export const VacancyInput = v.object({
  title: requiredText('Title', 200),
  employer: requiredText('Employer', 200),
  description: v.optional(
    v.pipe(
      v.string('Description must be text'),
      v.maxLength(20_000, 'Description may be at most 20000 characters'),
      v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, 'Description may hold letters, digits and punctuation only'),
      v.trim(),
    ),
    '',
  ),
  subjectIds: v.pipe(
    v.array(lookupId('Choose subjects from the list'), 'Choose subjects from the list'),
    v.minLength(1, 'Choose at least one subject'),
    v.maxLength(VACANCY_MAX_SUBJECTS, `Choose at most ${VACANCY_MAX_SUBJECTS} subjects`),
    v.transform((ids) => [...new Set(ids)]),
  ),
  qualificationId: lookupId('Choose a type'),
  countryId: lookupId('Choose a country'),
  /** Required when the country has states. */
  stateId: v.optional(v.nullable(lookupId('Choose a state')), null),
  city: optionalText('City', 120),
  contract: v.picklist(vacancyContracts, 'Choose a contract type'),
  salary: v.optional(v.nullable(SalaryInput), null),
  closesAt: Moment,
  /** Now, when left out of a new vacancy. */
  postedAt: v.optional(Moment),
  reference: optionalText('Reference', 120),
  link: ApplyLink,
  status: v.optional(v.picklist(vacancyStatuses, 'Status is draft, open or closed'), 'open'),
})
export type VacancyInput = v.InferInput<typeof VacancyInput>
export type VacancyValues = v.InferOutput<typeof VacancyInput>

/** An edit sends only what changed; each field keeps the rules it has on create. */
export const VacancyPatch = v.partial(VacancyInput)
export type VacancyPatch = v.InferOutput<typeof VacancyPatch>

export const AdminVacancyParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'Vacancy id must be a number'), v.transform(Number)),
})

export const AdminVacancyListQuery = v.object({
  page: PageParam,
  /** Part of a title, employer, subject, state or country, in any case. */
  search: v.optional(SearchText),
})

/** A list item: the input's shape with the server's id and slug, and the lookups' titles for the card. */
export const AdminVacancy = v.object({
  id: v.number(),
  // The card's own fields; its lookups are ids here, as the form sends them.
  ...v.omit(Vacancy, ['subject', 'subjects', 'qualification', 'country', 'state']).entries,
  subjectIds: v.array(v.number()),
  qualificationId: v.number(),
  countryId: v.number(),
  stateId: v.nullable(v.number()),
  labels: v.object({ subjects: v.array(v.string()), qualification: v.string(), country: v.string(), state: v.nullable(v.string()) }),
})
export type AdminVacancy = v.InferOutput<typeof AdminVacancy>

export const AdminVacancyListResponse = pagedResponse('vacancies', AdminVacancy)
export const AdminVacancyResponse = envelope(AdminVacancy)

/** The form's choices, with the ids a vacancy is saved with. */
export const LookupOption = v.object({ id: v.number(), title: v.string() })
export const VacancyLookupsResponse = envelope(
  v.object({ subjects: v.array(LookupOption), qualifications: v.array(LookupOption), countries: v.array(LookupOption) }),
)
export const VacancyLookupStatesParams = v.object({
  countryId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'Country id must be a number'), v.transform(Number)),
})
export const VacancyLookupStatesResponse = envelope(v.array(LookupOption))
