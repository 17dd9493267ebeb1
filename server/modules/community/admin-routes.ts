import type { FastifyPluginAsync } from 'fastify'
import {
  FlagQueueQuery,
  MemberParams,
  moderationMessages,
  ModerationLogQuery,
  RestoreCommentParams,
  RestorePostParams,
  SilenceBody,
  SilencedQuery,
} from '../../../contract/admin-community.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../plugins/auth.ts'
import type { ModerationService } from './moderation-service.ts'

/**
 * Community moderation for staff: the queue of flagged items, restoring, silencing, and the record of it all. Staff
 * delete through the community's own delete paths, which record a staff deletion the same way.
 */
export const adminCommunityRoutes: FastifyPluginAsync<{ service: ModerationService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/community/flags', { schema: { querystring: FlagQueueQuery } }, async (request) => ({ data: await service.queue(request.query.page) }))

  app.post('/admin/community/posts/:postId/restore', { schema: { params: RestorePostParams } }, async (request) => {
    await service.restore(signedIn(request).user, 'post', request.params.postId)
    return { message: moderationMessages.restored }
  })

  app.post('/admin/community/comments/:commentId/restore', { schema: { params: RestoreCommentParams } }, async (request) => {
    await service.restore(signedIn(request).user, 'comment', request.params.commentId)
    return { message: moderationMessages.restored }
  })

  app.post('/admin/community/members/:userId/silence', { schema: { params: MemberParams, body: SilenceBody } }, async (request) => ({
    message: moderationMessages.silenced,
    data: await service.silence(signedIn(request).user, request.params.userId, request.body),
  }))

  app.delete('/admin/community/members/:userId/silence', { schema: { params: MemberParams } }, async (request) => {
    await service.unsilence(signedIn(request).user, request.params.userId)
    return { message: moderationMessages.unsilenced }
  })

  app.get('/admin/community/silenced', { schema: { querystring: SilencedQuery } }, async (request) => ({ data: await service.silenced(request.query.page) }))

  app.get('/admin/community/log', { schema: { querystring: ModerationLogQuery } }, async (request) => ({ data: await service.actions(request.query.page) }))
}
