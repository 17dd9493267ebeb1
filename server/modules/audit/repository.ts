import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely'
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters } from '../../../contract/audit.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import type { AuditLogTable } from '../../db/schema/admin.ts'
import { withinDays } from '../../lib/days.ts'

export const EXPORT_BATCH = 1000

export type AuditRow = Selectable<AuditLogTable>

/** The filters as one condition; days are whole UTC days, both ends included. */
function matching(eb: ExpressionBuilder<Database, 'audit_log'>, filters: AuditFilters) {
  const { actor, area, action, from, to, recordType, recordId } = filters
  return eb.and([
    ...(actor ? [eb('actor_id', '=', actor)] : []),
    ...(area ? [eb('area', '=', area)] : []),
    ...(action ? [eb('action', '=', action)] : []),
    withinDays('at', { from, to }),
    ...(recordType ? [eb('record_type', '=', recordType)] : []),
    ...(recordId ? [eb('record_id', '=', recordId)] : []),
  ])
}

export const toEntry = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
  area: row.area,
  action: row.action,
  record: row.record_type && row.record_id ? { type: row.record_type, id: row.record_id, summary: row.summary } : null,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  address: row.address,
})

export function createAuditRepository(db: Kysely<Database>) {
  const filtered = (filters: AuditFilters) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => matching(eb, filters))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')

  return {
    async page(filters: AuditFilters, page: number) {
      const { items, hasMore } = await selectPage(filtered(filters), page, AUDIT_PAGE_SIZE)
      return { entries: items.map(toEntry), hasMore }
    },

    /** The next batch of an export, after the last row of the one before. */
    batch: (filters: AuditFilters, last: AuditRow | undefined) =>
      (last ? filtered(filters).where(sql<boolean>`(at, id) < (${last.at}, ${last.id})`) : filtered(filters)).limit(EXPORT_BATCH).execute(),

    async facets() {
      const [actors, pairs] = await Promise.all([
        db
          .selectFrom('audit_log')
          .select(['actor_id as id', (eb) => eb.fn.max('actor_name').as('name')])
          .where('actor_id', 'is not', null)
          .groupBy('actor_id')
          .orderBy('name')
          .execute(),
        db.selectFrom('audit_log').select(['area', 'action']).groupBy(['area', 'action']).orderBy('area').orderBy('action').execute(),
      ])
      const areas = new Map<string, string[]>()
      for (const { area, action } of pairs) areas.set(area, [...(areas.get(area) ?? []), action])
      return {
        actors: actors.map((actor) => ({ id: actor.id!, name: actor.name })),
        areas: [...areas].map(([area, actions]) => ({ area, actions })),
      }
    },
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>
