import { AdminPaymentListQuery, AdminPlanListQuery, AdminPlanParams, PlanInput, PlanPatch } from '../../../contract/admin-plans.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { sectionRoutes } from '../../core/admin/section-routes.ts'
import type { AdminPlansService } from './admin-service.ts'
import { pagePermissions } from '../../../contract/admin-sections.ts'

/** Plan Management, and the payments behind it, which staff only read. */
export const adminPlansRoutes =
  (service: AdminPlansService): AdminSection =>
  async (app, deps) => {
    await sectionRoutes({
      section: 'plans',
      schemas: { list: AdminPlanListQuery, params: AdminPlanParams, input: PlanInput, patch: PlanPatch },
      service,
      messages: { created: 'Plan created.', updated: 'Plan updated.', deleted: 'Plan deleted.' },
      summary: (plan) => plan.title,
    })(app, deps)

    app.get('/payments', { config: { permission: pagePermissions['plans/payments'] }, schema: { querystring: AdminPaymentListQuery } }, async (request) => {
      const { page, ...filters } = request.query
      return { data: await service.payments(filters, page) }
    })
  }
