import { AuditQuery } from '../../../contract/audit.ts'
import { exportLimit, inBatches, sendCsv } from '../../core/csv.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { recordAudit, staffActor } from '../../core/audit.ts'
import { EXPORT_BATCH, toEntry, type AuditRepository, type AuditRow } from './repository.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

const exportHeader = ['When', 'Staff member', 'Role', 'Area', 'Action', 'Record type', 'Record id', 'Record', 'Before', 'After', 'Reason', 'Address']

/**
 * The audit log for staff who may read it: a page of entries, the filters' choices, and the whole filtered log as
 * CSV. There is no route that changes or removes an entry; the database refuses that too.
 */
const exports = exportLimit('audit')

export const auditRoutes =
  (repo: AuditRepository, limiter: Limiter): AdminSection =>
  async (app, { db }) => {
    const config = { permission: sectionPermission('audit') }

    app.get('/audit', { config, schema: { querystring: AuditQuery } }, async (request) => {
      const { page, ...filters } = request.query
      return { data: await repo.page(filters, page) }
    })

    app.get('/audit/facets', { config }, async () => ({ data: await repo.facets() }))

    // An export takes the log out of the admin area, so it is itself recorded.
    app.get('/audit/export.csv', { config, schema: { querystring: AuditQuery } }, async (request, reply) => {
      const { page: _page, ...filters } = request.query
      await limiter.take(exports, signedIn(request).user.id)
      await recordAudit(db, staffActor(request), { area: 'audit', action: 'export', after: filters })
      const rows = inBatches((last: AuditRow | undefined) => repo.batch(filters, last), EXPORT_BATCH)
      return sendCsv(reply, 'audit-log.csv', exportHeader, rows, (row) => {
        const entry = toEntry(row)
        return [entry.at, entry.actor.name, entry.actor.role, entry.area, entry.action, entry.record?.type, entry.record?.id, entry.record?.summary, json(entry.before), json(entry.after), entry.reason, entry.address]
      })
    })
  }

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value))
