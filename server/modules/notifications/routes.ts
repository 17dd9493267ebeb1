import type { FastifyPluginAsync } from 'fastify'
import { NotificationParams, NotificationsQuery } from '../../../contract/notifications.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { NotificationsRepository } from './repository.ts'

export const notificationsRoutes: FastifyPluginAsync<{ repo: NotificationsRepository; auth: Auth }> = async (base, { repo, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireUser)

  app.get('/notifications/unread-count', async (request) => ({ data: { unreadCount: await repo.unreadCount(signedIn(request).user.id) } }))

  app.get('/notifications', { schema: { querystring: NotificationsQuery } }, async (request) => ({
    data: await repo.page(signedIn(request).user.id, request.query.page),
  }))

  app.post('/notifications/read-all', async (request) => {
    const userId = signedIn(request).user.id
    await repo.markAllRead(userId)
    return { data: { unreadCount: await repo.unreadCount(userId) }, message: 'All notifications marked as read.' }
  })

  // Someone else's notification is answered as missing: ids are never confirmed to strangers.
  app.post('/notifications/:id/read', { schema: { params: NotificationParams } }, async (request) => {
    const userId = signedIn(request).user.id
    if (!(await repo.markRead(userId, request.params.id))) throw notFound('Notification not found')
    return { data: { unreadCount: await repo.unreadCount(userId) }, message: 'Notification marked as read.' }
  })
}
