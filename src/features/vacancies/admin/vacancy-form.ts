import * as v from 'valibot'
import { VacancyInput, type AdminVacancy } from '../../../../contract/admin-vacancies.ts'
import { lookupValue, toLocalInput, toMoment } from '../../admin-kit/index.ts'

// The 'Manage Vacancy' form: what its boxes hold (text), and how that becomes what the API takes. Its messages are
// the contract's own: the values are turned into the API's shape and checked with the schema the server uses, so
// every message sits under the field the server would name (`salary.min`, `closesAt`).

export interface SalaryValues {
  min: string
  max: string
  currency: string
  period: string
}

export interface VacancyFormValues {
  title: string
  employer: string
  description: string
  subjectIds: string[]
  qualificationId: string
  countryId: string
  stateId: string
  city: string
  contract: string
  /** Null: not disclosed. */
  salary: SalaryValues | null
  /** `datetime-local` text, in the admin's own time zone. */
  closesAt: string
  postedAt: string
  reference: string
  link: string
  status: string
}

export const emptyVacancy: VacancyFormValues = {
  title: '',
  employer: '',
  description: '',
  subjectIds: [],
  qualificationId: '',
  countryId: '',
  stateId: '',
  city: '',
  contract: '',
  salary: null,
  closesAt: '',
  postedAt: '',
  reference: '',
  link: '',
  status: 'open',
}

export const emptySalary: SalaryValues = { min: '', max: '', currency: '', period: 'year' }

/** Money is typed in whole units ('85000.50') and sent in minor units (cents). */
const minor = (text: string) => (text.trim() ? Math.round(Number(text.replace(/,/g, '')) * 100) : null)
const major = (amount: number | null) => (amount === null ? '' : String(amount / 100))

/** The form's text as the API's input, before the contract checks it. */
export function toInput(values: VacancyFormValues): VacancyInput {
  const { salary } = values
  return {
    title: values.title,
    employer: values.employer,
    description: values.description,
    subjectIds: values.subjectIds.map(Number),
    qualificationId: lookupValue(values.qualificationId) as number,
    countryId: lookupValue(values.countryId) as number,
    stateId: lookupValue(values.stateId) ?? null,
    city: values.city,
    contract: values.contract as VacancyInput['contract'],
    salary: salary && {
      min: minor(salary.min),
      max: minor(salary.max),
      currency: salary.currency.trim().toUpperCase(),
      period: salary.period as 'year',
    },
    closesAt: toMoment(values.closesAt) as string,
    postedAt: toMoment(values.postedAt),
    reference: values.reference,
    link: values.link,
    status: values.status as VacancyInput['status'],
  }
}

/**
 * The form's schema: its text made into the API's input and checked by the contract. `countryHasStates` adds the
 * server's rule that a country with states needs one chosen, in the server's words.
 */
export const vacancyFormSchema = (countryHasStates: (countryId: number) => boolean) =>
  v.pipe(
    v.custom<VacancyFormValues>(() => true),
    v.transform(toInput),
    v.pipe(
      VacancyInput,
      v.forward(
        v.check((input) => !countryHasStates(input.countryId) || input.stateId !== null, 'Choose a state'),
        ['stateId'],
      ),
    ),
  )

/** An item of the admin list as the form's text, to edit it. */
export function fromItem(item: AdminVacancy): VacancyFormValues {
  return {
    title: item.title,
    employer: item.employer,
    description: item.description,
    subjectIds: item.subjectIds.map(String),
    qualificationId: String(item.qualificationId),
    countryId: String(item.countryId),
    stateId: item.stateId === null ? '' : String(item.stateId),
    city: item.city ?? '',
    contract: item.contract,
    salary: item.salary && { min: major(item.salary.min), max: major(item.salary.max), currency: item.salary.currency, period: item.salary.period },
    closesAt: toLocalInput(item.closesAt),
    postedAt: toLocalInput(item.postedAt),
    reference: item.reference ?? '',
    link: item.link,
    status: item.status,
  }
}
