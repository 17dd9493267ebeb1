import * as v from 'valibot'
import { CalendarDay } from './calendar-day.ts'
import { envelope, PageParam, pagedResponse } from './common.ts'

export const AUDIT_PAGE_SIZE = 50

/** Area, action and record type names: short, lower-case words as the server writes them. */
const Name = (what: string) => v.pipe(v.string(), v.maxLength(40, `${what} is too long`), v.regex(/^[a-z][a-z0-9.-]*$/, `Unknown ${what.toLowerCase()}`))

/**
 * `GET /api/admin/audit`: newest first, filtered by staff member, area, action, days (inclusive, UTC) and one record;
 * `GET /api/admin/audit/export.csv` takes the same filters.
 */
export const AuditQuery = v.object({
  page: PageParam,
  actor: v.optional(v.pipe(v.string(), v.uuid('Choose a staff member from the list'))),
  area: v.optional(Name('Area')),
  action: v.optional(Name('Action')),
  from: v.optional(CalendarDay),
  to: v.optional(CalendarDay),
  recordType: v.optional(Name('Record type')),
  recordId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(80, 'Record id is too long'))),
})
export type AuditQuery = v.InferOutput<typeof AuditQuery>
export type AuditFilters = Omit<AuditQuery, 'page'>

export const AuditEntry = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.object({ id: v.nullable(v.string()), name: v.string(), role: v.string() }),
  area: v.string(),
  action: v.string(),
  record: v.nullable(v.object({ type: v.string(), id: v.string(), summary: v.string() })),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
  address: v.nullable(v.string()),
})
export type AuditEntry = v.InferOutput<typeof AuditEntry>
export const AuditListResponse = pagedResponse('entries', AuditEntry)

/** The filters' choices: the staff who acted, and the areas with their actions as the log holds them. */
export const AuditFacetsResponse = envelope(
  v.object({
    actors: v.array(v.object({ id: v.string(), name: v.string() })),
    areas: v.array(v.object({ area: v.string(), actions: v.array(v.string()) })),
  }),
)
export type AuditFacets = v.InferOutput<typeof AuditFacetsResponse>['data']
