import type { FastifyPluginAsync } from 'fastify'
import { AdminPaymentListQuery, AdminPlanListQuery, AdminPlanParams, PlanInput, PlanPatch } from '../../../contract/admin-plans.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { AdminPlansService } from './admin-service.ts'

/** Plan Management and the payments behind it: the admin role only, checked before anything is read or written. */
export const adminPlansRoutes: FastifyPluginAsync<{ service: AdminPlansService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/plans', { schema: { querystring: AdminPlanListQuery } }, async (request) => ({
    data: await service.page(request.query.search || undefined, request.query.page),
  }))

  app.post('/admin/plans', { schema: { body: PlanInput } }, async (request, reply) =>
    reply.status(201).send({ data: await service.create(request.body), message: 'Plan created.' }),
  )

  app.get('/admin/plans/:id', { schema: { params: AdminPlanParams } }, async (request) => ({ data: await service.item(request.params.id) }))

  app.patch('/admin/plans/:id', { schema: { params: AdminPlanParams, body: PlanPatch } }, async (request) => ({
    data: await service.update(request.params.id, request.body),
    message: 'Plan updated.',
  }))

  app.delete('/admin/plans/:id', { schema: { params: AdminPlanParams } }, async (request) => {
    await service.remove(request.params.id)
    return { data: null, message: 'Plan deleted.' }
  })

  app.get('/admin/payments', { schema: { querystring: AdminPaymentListQuery } }, async (request) => ({
    data: await service.payments(request.query.search || undefined, request.query.page),
  }))
}
