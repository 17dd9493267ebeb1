import * as v from 'valibot'
import { idParam, lookupId, Moment, optionalText, plainText, requiredText, WebLink } from './admin-fields.ts'
import { envelope, PageParam, pagedResponse } from './common.ts'
import { SearchText } from './search.ts'
import { salaryPeriods, Vacancy, vacancyContracts, vacancyStatuses } from './vacancies.ts'
import { VACANCY_MAX_SUBJECTS } from './vacancy-filters.ts'

// What staff send to create and edit a vacancy, and what the admin list answers: the same shape (lookups as
// ids) plus the `id` and `slug` the server gives it, so an edit form is filled straight from a list item and a
// copy of one can be posted as a new vacancy (keys a form does not send, such as `labels`, are dropped).

export const ADMIN_VACANCIES_PAGE_SIZE = 20

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
  description: plainText('Description', 20_000),
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
  /** Where to apply ('Visit Website'). */
  link: WebLink,
  status: v.optional(v.picklist(vacancyStatuses, 'Status is draft, open or closed'), 'open'),
})
export type VacancyInput = v.InferInput<typeof VacancyInput>
export type VacancyValues = v.InferOutput<typeof VacancyInput>

/** An edit sends only what changed; each field keeps the rules it has on create. */
export const VacancyPatch = v.partial(VacancyInput)
export type VacancyPatch = v.InferOutput<typeof VacancyPatch>

export const AdminVacancyParams = v.object({ id: idParam('Vacancy id must be a number') })

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

