import * as v from 'valibot'
import { CalendarDay } from './calendar-day.ts'
import { idParam, requiredText } from './admin-fields.ts'
import { envelope, ListPageParam, PageParam, pagedResponse } from './common.ts'
import { SearchText } from './search.ts'
import { featureSlugs } from './plans.ts'
import { paymentOrderStatuses } from './payment-statuses.ts'

// Plan Management: what staff send to create and edit a plan, what its list answers, and the payments staff
// look up when a member asks about one. A list item is the input's shape plus what the server gives it, so
// an edit form is filled straight from it.

export const ADMIN_PLANS_PAGE_SIZE = 20
export const ADMIN_PAYMENTS_PAGE_SIZE = 20

/** The currencies PayPal takes payments in; a plan in any other could never be bought. */
export const planCurrencies = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'NZD', 'HKD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'ILS', 'JPY', 'MXN', 'BRL', 'MYR', 'PHP', 'THB', 'TWD', 'CNY'] as const

/** On sale on the plans page, or retired: kept for the members who bought it, never sold again. */
export const planStatuses = ['offered', 'retired'] as const
export type PlanStatus = (typeof planStatuses)[number]

// PayPal takes up to ten digits before the point; a plan's price stays far below that.
const MAX_PRICE_MINOR = 100_000_000
const MAX_DURATION_MONTHS = 120

const priceMessage = 'Price is a whole number of minor units (paise, cents)'
const durationMessage = `Duration is a whole number of months from 1 to ${MAX_DURATION_MONTHS}`
const positionMessage = 'Position is a whole number from 0 to 1000'

export const planMessages = {
  paidNeedsDuration: 'A paid plan needs a duration',
  freeHasNoDuration: 'A free plan never ends: leave the duration empty',
  notFound: 'Plan not found',
  inUse: 'Members have bought this plan, so it stays for their records. Retire it instead: it leaves the plans page and can no longer be bought.',
} as const

export const PlanInput = v.pipe(
  v.object({
    title: requiredText('Title', 80),
    /** The card's badge ('Most popular'). */
    description: requiredText('Badge', 40),
    /** Null only for a free plan, which never ends. */
    durationMonths: v.optional(
      v.nullable(v.pipe(v.number(durationMessage), v.integer(durationMessage), v.minValue(1, durationMessage), v.maxValue(MAX_DURATION_MONTHS, durationMessage))),
      null,
    ),
    /** In minor units of `currency`; 0 makes the plan free. */
    price: v.pipe(v.number(priceMessage), v.integer(priceMessage), v.minValue(0, 'Price cannot be negative'), v.maxValue(MAX_PRICE_MINOR, 'Price is too high for a plan')),
    currency: v.picklist(planCurrencies, 'Choose a currency from the list'),
    featureSlugs: v.pipe(
      v.array(v.picklist(featureSlugs, 'Choose features from the list'), 'Choose features from the list'),
      v.minLength(1, 'Choose at least one feature'),
      v.transform((slugs) => featureSlugs.filter((slug) => slugs.includes(slug))),
    ),
    /** Smaller comes first on the plans page. */
    position: v.optional(v.pipe(v.number(positionMessage), v.integer(positionMessage), v.minValue(0, positionMessage), v.maxValue(1000, positionMessage)), 0),
    status: v.optional(v.picklist(planStatuses, 'Status is offered or retired'), 'offered'),
  }),
  // Checked as soon as the price and duration are valid, so the form shows these beside any other field's message.
  v.forward(
    v.partialCheck([['price'], ['durationMonths']], (plan) => plan.price === 0 || plan.durationMonths !== null, planMessages.paidNeedsDuration),
    ['durationMonths'],
  ),
  v.forward(
    v.partialCheck([['price'], ['durationMonths']], (plan) => plan.price > 0 || plan.durationMonths === null, planMessages.freeHasNoDuration),
    ['durationMonths'],
  ),
)
export type PlanInput = v.InferInput<typeof PlanInput>
export type PlanValues = v.InferOutput<typeof PlanInput>

/** An edit sends only what changed; the server checks the rules on the plan as it will be. */
export const PlanPatch = v.partial(v.object(PlanInput.pipe[0].entries))
export type PlanPatch = v.InferOutput<typeof PlanPatch>

export const AdminPlanParams = v.object({ id: idParam('Plan id must be a number') })

export const AdminPlanListQuery = v.object({
  page: PageParam,
  /** Part of a title or badge, in any case. */
  search: v.optional(SearchText),
})

export const AdminPlan = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  durationMonths: v.nullable(v.number()),
  price: v.number(),
  currency: v.string(),
  featureSlugs: v.array(v.picklist(featureSlugs)),
  position: v.number(),
  status: v.picklist(planStatuses),
  /** Members whose plan it is now. */
  activeSubscriptions: v.number(),
  /** Payments PayPal completed for it, ever. */
  capturedPayments: v.number(),
})
export type AdminPlan = v.InferOutput<typeof AdminPlan>

export const AdminPlanListResponse = pagedResponse('plans', AdminPlan)
export const AdminPlanResponse = envelope(AdminPlan)

export const AdminPaymentListQuery = v.object({
  page: ListPageParam,
  /** A member's email or name, or PayPal's order or capture id. */
  search: v.optional(SearchText),
  /** Only payments in this state (the Dashboard's failed payments). */
  status: v.optional(v.picklist(paymentOrderStatuses, `Status must be one of ${paymentOrderStatuses.join(', ')}`)),
  /**
   * Only payments whose last change (PayPal's capture, a failure, a cancel; the order itself while nothing followed)
   * fell on these days, UTC, both included: the days the revenue report counts a purchase on.
   */
  from: v.optional(CalendarDay),
  to: v.optional(CalendarDay),
})
export type AdminPaymentFilters = Omit<v.InferOutput<typeof AdminPaymentListQuery>, 'page'>

/** One attempt to buy a plan, from the order to PayPal's capture or the reason it failed. */
export const AdminPayment = v.object({
  id: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  member: v.object({ name: v.string(), email: v.string() }),
  planTitle: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(paymentOrderStatuses),
  paypalOrderId: v.nullable(v.string()),
  captureId: v.nullable(v.string()),
  /** PayPal's name for why it failed (INSTRUMENT_DECLINED). */
  failure: v.nullable(v.string()),
})
export type AdminPayment = v.InferOutput<typeof AdminPayment>

export const AdminPaymentListResponse = pagedResponse('payments', AdminPayment)
