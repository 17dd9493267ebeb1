import * as v from 'valibot'
import { envelope } from './common.ts'
import type { Permission } from './permissions.ts'

// The admin Dashboard (`GET /api/admin/dashboard`): figures counted from the records, each beside the period before,
// and what waits for staff. Each group of figures is sent only to those whose permissions open it.

/** The figures are computed at most this often; an answer is never older. The page refetches after it on a change. */
export const DASHBOARD_MAX_AGE_MS = 5000
/** The days the two charts cover, today included. */
export const DASHBOARD_DAYS = 30

/** A count in a period and in the period of the same length before it. */
export const Change = v.object({ current: v.number(), previous: v.number() })
export type Change = v.InferOutput<typeof Change>

/** A count for each of the last DASHBOARD_DAYS days (UTC), oldest first, `date` as YYYY-MM-DD. */
export const DailyCounts = v.array(v.object({ date: v.string(), count: v.number() }))
export type DailyCounts = v.InferOutput<typeof DailyCounts>

export const DashboardMembers = v.object({
  total: v.number(),
  /** New accounts in the last 7 days, and in the 7 days before. */
  joined: Change,
  signUps: DailyCounts,
  /** Unverified accounts made more than a day ago: they link to User Management. */
  awaitingVerification: v.number(),
})

export const DashboardPayments = v.object({
  /** Plans paid for and running now; a courtesy grant has no payment and is not counted. */
  activePaidPlans: v.number(),
  /** Courtesy plans staff granted, running now: with the paid ones, what Plan Management counts as active. */
  activeGrantedPlans: v.number(),
  /** Plans paid for in the last 7 days, and in the 7 days before. */
  bought: Change,
  /** Money PayPal completed this month so far, and last month up to the same day and hour, in minor units. */
  revenue: v.array(v.object({ currency: v.string(), current: v.number(), previous: v.number() })),
  purchases: DailyCounts,
  failedToday: v.number(),
})

export const DashboardCommunity = v.object({
  /** Posts and comments written in the last 7 days, and in the 7 days before. */
  posts: Change,
  comments: Change,
  /** Posts and comments with flags staff have not decided on. */
  flagged: v.number(),
})

export const DashboardEnquiries = v.object({
  newEnquiries: v.number(),
  openQueries: v.number(),
})

export const DashboardChats = v.object({
  /** Conversations whose member wrote and nobody (the expert, or staff) has answered yet. */
  waiting: v.number(),
})

/** A backup is overdue once the newest good one is older than a day, with an hour's grace for the day's run to finish. */
export const BACKUP_STALE_AFTER_MS = 25 * 3_600_000

/** The site's backups, as every staff member sees them: none yet, the last one failed, or the last good one is old. */
export const DashboardBackup = v.object({
  state: v.picklist(['missing', 'failed', 'stale', 'ok']),
  /** When the newest good backup finished (ISO 8601); null before the first. */
  lastGoodAt: v.nullable(v.string()),
  /** Why the newest backup failed, when it did. */
  error: v.nullable(v.string()),
})
export type DashboardBackup = v.InferOutput<typeof DashboardBackup>

export const Dashboard = v.object({
  /** When the oldest of the figures sent was counted (ISO 8601). */
  countedAt: v.string(),
  /** Today's date in UTC (YYYY-MM-DD), which "today" and "this month" are counted by. */
  today: v.string(),
  members: v.optional(DashboardMembers),
  payments: v.optional(DashboardPayments),
  community: v.optional(DashboardCommunity),
  enquiries: v.optional(DashboardEnquiries),
  chats: v.optional(DashboardChats),
  backup: v.optional(DashboardBackup),
})
export type Dashboard = v.InferOutput<typeof Dashboard>
export const DashboardResponse = envelope(Dashboard)

/** Each group of figures and the permission that opens it. */
export const dashboardGroups = {
  members: 'users.read',
  payments: 'payments.read',
  community: 'community.moderate',
  enquiries: 'enquiries.handle',
  chats: 'chats.answer',
} as const satisfies Record<string, Permission>
export type DashboardGroup = keyof typeof dashboardGroups

/** `dashboard:changed`, sent to staff sockets when a record the figures count is written: which group changed. */
export const DashboardChanged = v.object({ group: v.picklist(Object.keys(dashboardGroups) as DashboardGroup[]) })
export type DashboardChanged = v.InferOutput<typeof DashboardChanged>
