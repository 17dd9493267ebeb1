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
import type { AdminSection } from '../../core/admin/scope.ts'
import { staffActor } from '../../core/audit.ts'
import type { ModerationService } from './moderation-service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/**
 * Community moderation for staff: the queue of flagged items, restoring, silencing, and the record of it all. Staff
 * delete through the community's own delete paths, which record a staff deletion the same way.
 */
export const adminCommunityRoutes =
  (service: ModerationService): AdminSection =>
  async (app) => {
    const config = { permission: sectionPermission('community') }

    app.get('/community/flags', { config, schema: { querystring: FlagQueueQuery } }, async (request) => ({ data: await service.queue(request.query.page) }))

    app.post('/community/posts/:postId/restore', { config, schema: { params: RestorePostParams } }, async (request) => {
      await service.restore(staffActor(request), 'post', request.params.postId)
      return { message: moderationMessages.restored }
    })

    app.post('/community/comments/:commentId/restore', { config, schema: { params: RestoreCommentParams } }, async (request) => {
      await service.restore(staffActor(request), 'comment', request.params.commentId)
      return { message: moderationMessages.restored }
    })

    app.post('/community/members/:userId/silence', { config, schema: { params: MemberParams, body: SilenceBody } }, async (request) => ({
      message: moderationMessages.silenced,
      data: await service.silence(staffActor(request), request.params.userId, request.body),
    }))

    app.delete('/community/members/:userId/silence', { config, schema: { params: MemberParams } }, async (request) => {
      await service.unsilence(staffActor(request), request.params.userId)
      return { message: moderationMessages.unsilenced }
    })

    app.get('/community/silenced', { config, schema: { querystring: SilencedQuery } }, async (request) => ({ data: await service.silenced(request.query.page) }))

    app.get('/community/log', { config, schema: { querystring: ModerationLogQuery } }, async (request) => ({ data: await service.actions(request.query.page) }))
  }
