import * as v from 'valibot'
import { CalendarDay } from './calendar-day.ts'
import { StepUpPassword } from './admin.ts'
import { envelope, ListPageParam } from './common.ts'
import { SearchText } from './search.ts'
import { userStatuses } from './user-statuses.ts'

// User Management: every account, what staff may do to one, and the CSV of a filtered list.

export const USERS_PAGE_SIZE = 25
/**
 * A filtered list counts its matches up to this many; past it, it says 'more than'. Forty pages is more than staff
 * page through, and counting further would cost every request of a broad filter the reading of that many rows.
 */
export const USERS_COUNT_CAP = 1_000
export const SUSPENSION_REASON_MAX = 500
export const COURTESY_DAYS_MAX = 3650
export const BULK_MAX = 100

export { userStatuses, type UserStatus } from './user-statuses.ts'

const RoleSlug = v.pipe(v.string('Choose a role'), v.maxLength(60, 'Unknown role'), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown role'))
/** `none`: no plan now; `free`: a free plan; a number: that paid plan's id. */
export const PlanFilter = v.union(
  [v.picklist(['none', 'free']), v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)), v.pipe(v.number(), v.integer(), v.minValue(1))],
  'Choose a plan',
)

/** The list's filters, the same in the API's query, the page's address and the CSV's. */
export const UserFilters = v.object({
  search: v.optional(SearchText),
  role: v.optional(RoleSlug),
  status: v.optional(v.picklist(userStatuses, 'Choose unverified, active or suspended')),
  plan: v.optional(PlanFilter),
  joinedFrom: v.optional(CalendarDay),
  joinedTo: v.optional(CalendarDay),
})
export type UserFilters = v.InferOutput<typeof UserFilters>
export const AdminUserListQuery = v.object({ ...UserFilters.entries, page: ListPageParam })

export const AdminUserParams = v.object({ id: v.pipe(v.string(), v.uuid('Account not found')) })

const Suspension = v.object({ reason: v.string(), since: v.string(), until: v.nullable(v.string()) })
const CurrentPlan = v.object({ id: v.number(), title: v.string(), courtesy: v.boolean(), endDate: v.string() })

export const AdminUserRow = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  verified: v.boolean(),
  role: v.string(),
  roleName: v.string(),
  status: v.picklist(userStatuses),
  suspension: v.nullable(Suspension),
  plan: v.nullable(CurrentPlan),
  joined: v.string(),
  lastSeen: v.nullable(v.string()),
})
export type AdminUserRow = v.InferOutput<typeof AdminUserRow>

const RoleChoice = v.object({ slug: v.string(), name: v.string(), permissions: v.array(v.string()) })
export type RoleChoice = v.InferOutput<typeof RoleChoice>
const PlanChoice = v.object({ id: v.number(), title: v.string(), isFree: v.boolean() })
export type PlanChoice = v.InferOutput<typeof PlanChoice>

/** One page and how many accounts match in all. */
export const AdminUserListResponse = envelope(v.object({ users: v.array(AdminUserRow), hasMore: v.boolean(), total: v.number(), totalIsMore: v.boolean() }))
export type AdminUserList = v.InferOutput<typeof AdminUserListResponse>['data']

/** The roles and plans the list's filters and an account's dialogs offer: read once by the screen, not with each page. */
export const AdminUserChoicesResponse = envelope(v.object({ roles: v.array(RoleChoice), plans: v.array(PlanChoice) }))
export type AdminUserChoices = v.InferOutput<typeof AdminUserChoicesResponse>['data']

const Payment = v.object({
  id: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.string(),
  createdAt: v.string(),
  /** What finds it on the Payments page: PayPal's capture or order id, else the member's email. */
  search: v.string(),
})

export const AdminUserDetail = v.object({
  ...AdminUserRow.entries,
  bio: v.nullable(v.string()),
  plans: v.array(
    v.object({
      id: v.string(),
      planTitle: v.string(),
      startDate: v.string(),
      endDate: v.string(),
      status: v.string(),
      courtesy: v.boolean(),
      grantedBy: v.nullable(v.string()),
      payment: v.nullable(Payment),
    }),
  ),
  devices: v.array(v.object({ id: v.string(), userAgent: v.nullable(v.string()), createdAt: v.string(), lastSeenAt: v.string() })),
  activity: v.array(v.object({ id: v.number(), text: v.string(), createdAt: v.string() })),
  counts: v.object({ posts: v.number(), comments: v.number(), conversations: v.number() }),
  audit: v.array(
    v.object({ id: v.number(), at: v.string(), actorName: v.string(), actorRole: v.string(), action: v.string(), reason: v.nullable(v.string()), before: v.unknown(), after: v.unknown() }),
  ),
})
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetail>
export const AdminUserResponse = envelope(AdminUserDetail)

const reasonMessage = `Give a reason of at most ${SUSPENSION_REASON_MAX} characters`
const Reason = v.pipe(v.string(reasonMessage), v.trim(), v.nonEmpty('Give a reason'), v.maxLength(SUSPENSION_REASON_MAX, reasonMessage))
const untilMessage = 'Choose a moment in the future, or indefinitely'
/** A moment with its offset (an ISO 8601 timestamp), or null for indefinitely; the server checks it is ahead. */
const Until = v.nullable(v.pipe(v.string(untilMessage), v.isoTimestamp(untilMessage)))

export const SuspendBody = v.object({ reason: Reason, until: Until })
export type SuspendBody = v.InferOutput<typeof SuspendBody>

export const RoleChangeBody = v.object({ role: RoleSlug, password: v.optional(StepUpPassword) })

const daysMessage = `Give a number of days from 1 to ${COURTESY_DAYS_MAX}`
export const CourtesyPlanBody = v.object({
  planId: v.pipe(v.number('Choose a plan'), v.integer('Choose a plan'), v.minValue(1, 'Choose a plan')),
  days: v.pipe(v.number(daysMessage), v.integer(daysMessage), v.minValue(1, daysMessage), v.maxValue(COURTESY_DAYS_MAX, daysMessage)),
})

export const bulkActions = ['suspend', 'unsuspend', 'verify'] as const
const idsMessage = `Choose from 1 to ${BULK_MAX} accounts`
export const BulkBody = v.object({
  action: v.picklist(bulkActions, 'Choose suspend, unsuspend or verify'),
  ids: v.pipe(v.array(v.pipe(v.string(), v.uuid('Account not found')), idsMessage), v.minLength(1, idsMessage), v.maxLength(BULK_MAX, idsMessage)),
  reason: v.optional(Reason),
  until: v.optional(Until),
})
export type BulkBody = v.InferOutput<typeof BulkBody>

/** How many accounts changed, and each refused one with why; the accounts that were already so count as neither. */
export const BulkResponse = envelope(v.object({ changed: v.number(), refused: v.array(v.object({ id: v.string(), message: v.string() })) }))

export const userMessages = {
  self: 'You cannot do this to your own account.',
  lastAdmin: 'This is the last admin: another account must hold the admin role first.',
  above: 'This account’s role holds permissions you do not have.',
  grantAbove: 'You cannot give a role holding permissions you do not have.',
  unknownRole: 'Unknown role',
  untilPast: untilMessage,
  paidOnly: 'Choose a paid plan on offer',
  notFound: 'Account not found',
  alreadyVerified: 'This email address is already verified.',
}

/** What a suspended person is told at sign-in: why, and until when (in UTC, the same for every reader). */
export function suspendedMessage(reason: string, until: string | null) {
  const when = until ? `until ${until.slice(0, 16).replace('T', ' ')} UTC` : 'until further notice'
  return `Your account is suspended ${when}. Reason: ${reason}`
}
