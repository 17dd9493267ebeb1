import { AnalyticsQuery, AnalyticsReportParams } from '../../../../contract/analytics.ts'
import { sendCsv } from '../../../core/csv.ts'
import { signedIn } from '../../../core/auth/request-auth.ts'
import type { AdminSection } from '../../../core/admin/scope.ts'
import { recordAudit, staffActor } from '../../../core/audit.ts'
import { reportRange } from './range.ts'
import type { AnalyticsReportsService } from './service.ts'
import { sectionPermission } from '../../../../contract/admin-sections.ts'

/**
 * `GET /api/admin/analytics/{report}?from=&to=[&format=csv]`, with `analytics.read`: a report of a range of days
 * beside the period before, as JSON or as one CSV file.
 */
export const analyticsReportRoutes =
  (service: AnalyticsReportsService): AdminSection =>
  async (app, { db }) => {
    app.get('/analytics/:report', { config: { permission: sectionPermission('analytics') }, schema: { params: AnalyticsReportParams, querystring: AnalyticsQuery } }, async (request, reply) => {
      const { report } = request.params
      const range = reportRange(request.query)
      if (request.query.format !== 'csv') return { data: await service.report(report, range) }
      const { header, rows } = await service.export(report, range, signedIn(request).user.id)
      // An export takes figures out of the admin area, so it is recorded as every other export is.
      await recordAudit(db, staffActor(request), { area: 'analytics', action: 'export', after: { report, from: range.from, to: range.to } })
      return sendCsv(reply, `analytics-${report}-${range.from}-${range.to}.csv`, header, rows, (row) => row)
    })
  }
