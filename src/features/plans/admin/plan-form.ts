import * as v from 'valibot'
import { planCurrencies, PlanInput, type AdminPlan } from '../../../../contract/admin-plans.ts'
import { messages } from '../../../../contract/common.ts'
import { decimalAmount, minorUnitDigits } from '../../../../contract/money.ts'

// The 'Manage Plan' form: what its boxes hold (text), and how that becomes what the API takes. Its messages are
// the contract's own: the values are turned into the API's shape and checked with the schema the server uses, so
// every message sits under the field the server would name (`durationMonths`, `featureSlugs`).

export interface PlanFormValues {
  title: string
  /** The card's badge ('Most popular'). */
  description: string
  /** In whole units of `currency` ('1799', '1799.50'); the API takes minor units. */
  price: string
  currency: string
  /** Empty for a free plan, which never ends. */
  durationMonths: string
  featureSlugs: string[]
  position: string
  status: string
}

export const emptyPlan: PlanFormValues = {
  title: '',
  description: '',
  price: '',
  currency: 'INR',
  durationMonths: '',
  featureSlugs: [],
  position: '0',
  status: 'offered',
}

// A plan in a currency PayPal does not take is refused by the contract; its price is read as cents meanwhile.
const digitsOf = (currency: string) => ((planCurrencies as readonly string[]).includes(currency) ? minorUnitDigits(currency) : 2)

/** Whole units as typed ('1799', '1,799.50') in minor units of `currency`, exactly; NaN when it is not such an amount. */
export function toMinor(text: string, currency: string) {
  const digits = digitsOf(currency)
  const amount = /^(\d+)(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''))
  const fraction = amount?.[2] ?? ''
  if (!amount || fraction.length > digits) return NaN
  return Number(amount[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0)
}

/** Minor units as the box shows them: '1799', or '1799.50' when there are minor units. */
const major = (price: number, currency: string) => (digitsOf(currency) ? decimalAmount(price, currency).replace(/\.0+$/, '') : String(price))

/** A number box's text: empty is left out (the contract's default or none), anything else must be a number. */
const wholeNumber = (text: string) => (text.trim() ? Number(text) : undefined)

/** The form's text as the API's input, before the contract checks it. */
export function toInput(values: PlanFormValues): PlanInput {
  return {
    title: values.title,
    description: values.description,
    price: toMinor(values.price, values.currency),
    currency: values.currency as PlanInput['currency'],
    durationMonths: wholeNumber(values.durationMonths) ?? null,
    featureSlugs: values.featureSlugs as PlanInput['featureSlugs'],
    position: wholeNumber(values.position),
    status: values.status as PlanInput['status'],
  }
}

/** The form's schema: its text made into the API's input and checked by the contract. */
export const planFormSchema = v.pipe(v.custom<PlanFormValues>(() => true), v.transform(toInput), PlanInput)

/**
 * The price box's message. The contract speaks of minor units, which the admin never types: a box that is blank
 * or holds no amount in its currency says so in the form's own terms.
 */
export function priceError(values: PlanFormValues, error: string | undefined) {
  if (!error) return undefined
  if (!values.price.trim()) return messages.required
  if (!Number.isNaN(toMinor(values.price, values.currency))) return error
  return digitsOf(values.currency) ? `Enter the price in ${values.currency}, such as 1799 or 1799.50` : `Enter the price in whole ${values.currency}, such as 1799`
}

/** A plan of the admin list as the form's text, to edit it. */
export function fromItem(plan: AdminPlan): PlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    price: major(plan.price, plan.currency),
    currency: plan.currency,
    durationMonths: plan.durationMonths === null ? '' : String(plan.durationMonths),
    featureSlugs: plan.featureSlugs,
    position: String(plan.position),
    status: plan.status,
  }
}
