import type { FastifyPluginAsync } from 'fastify'
import { AdminDeleteUserBody, AdminDeleteUserParams, DeleteOwnAccountBody, deletionMessages } from '../../../contract/account-deletion.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Limit, Limiter } from '../../core/limits/limiter.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import type { AccountDeletion } from './deletion.ts'

const HOUR_MS = 60 * 60 * 1000

/** The download reads every table the person appears in: a few an hour is plenty for a person and bounds the load. */
const exportsPerUser: Limit = {
  name: 'data-export-user',
  max: 3,
  windowMs: HOUR_MS,
  message: 'You have downloaded your data several times in the last hour. Please wait an hour and try again.',
}

export interface DeletionRoutesOptions {
  deletion: AccountDeletion
  exportData: (userId: string) => Promise<unknown>
  auth: Auth
  limiter: Limiter
}

/** A member's own: `GET /api/user/export` (a JSON file of what we hold) and `POST /api/user/delete-account`. */
export const deletionRoutes: FastifyPluginAsync<DeletionRoutesOptions> = async (base, { deletion, exportData, auth, limiter }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/user/export', { onRequest: auth.requireUser }, async (request, reply) => {
    const { user } = signedIn(request)
    await limiter.take(exportsPerUser, user.id)
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="scholar-hub-my-data-${day}.json"`)
      .send(JSON.stringify(await exportData(user.id), null, 2))
  })

  app.post('/user/delete-account', { schema: { body: DeleteOwnAccountBody }, onRequest: auth.requireUser }, async (request) => {
    await deletion.deleteOwn(request, request.body.password)
    return { data: null, message: deletionMessages.deleted }
  })
}

/** `DELETE /api/admin/users/{id}`: staff who manage accounts delete (anonymise) someone else's. */
export const adminDeletionRoutes =
  (deletion: AccountDeletion): AdminSection =>
  async (app) => {
    app.delete('/users/:id', { config: { permission: 'users.manage' }, schema: { params: AdminDeleteUserParams, body: AdminDeleteUserBody } }, async (request) => {
      await deletion.deleteByStaff(request, request.params.id, request.body.confirmEmail)
      return { data: null, message: deletionMessages.staffDeleted }
    })
  }
