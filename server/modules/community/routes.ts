import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { CommentParams, CommentsQuery, communityMessages, CreateCommentBody, CreatePostBody, FlagBody, PostParams, PostsQuery } from '../../../contract/community.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { Access } from '../../core/access.ts'
import type { CommunityService } from './service.ts'

const viewer = (request: FastifyRequest) => request.auth?.user ?? null

/**
 * The research community's API, at its published paths. Everyone reads; writing, liking and flagging need sign-in and
 * the research-community feature; deleting needs sign-in, and the service lets only the author or staff do it. A write
 * made for the first time answers 201; the same client id again answers 200 with what the first one made.
 */
export const communityRoutes: FastifyPluginAsync<{ service: CommunityService; auth: Auth; access: Access }> = async (base, { service, auth, access }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  const member = access.requireFeature('research-community', { signIn: true })

  app.get('/community-posts', { schema: { querystring: PostsQuery }, onRequest: auth.optionalUser }, async (request) => ({
    data: await service.feed(viewer(request), request.query.page, request.query.search || undefined),
  }))

  app.post('/community-posts/create', { schema: { body: CreatePostBody }, onRequest: member }, async (request, reply) => {
    const { post, created } = await service.createPost(signedIn(request).user, request.body)
    return reply.status(created ? 201 : 200).send({ message: communityMessages.posted, data: post })
  })

  app.delete('/community-posts/:postId/delete', { schema: { params: PostParams }, onRequest: auth.requireUser }, async (request) => {
    await service.deletePost(signedIn(request).user, request.ip, request.params.postId)
    return { message: communityMessages.postDeleted }
  })

  app.get('/community-posts/:postId/comments', { schema: { params: PostParams, querystring: CommentsQuery }, onRequest: auth.optionalUser }, async (request) => ({
    data: await service.comments(viewer(request), request.params.postId, request.query.page),
  }))

  app.post('/community-posts/:postId/comments/create', { schema: { params: PostParams, body: CreateCommentBody }, onRequest: member }, async (request, reply) => {
    const { comment, created } = await service.createComment(signedIn(request).user, request.params.postId, request.body)
    return reply.status(created ? 201 : 200).send({ message: 'Comment added', data: comment })
  })

  app.delete('/community-posts/:postId/comments/:commentId/delete', { schema: { params: CommentParams }, onRequest: auth.requireUser }, async (request) => {
    await service.deleteComment(signedIn(request).user, request.ip, request.params.postId, request.params.commentId)
    return { message: communityMessages.commentDeleted }
  })

  app.post(
    '/community-posts/:postId/comments/:commentId/reply/create',
    { schema: { params: CommentParams, body: CreateCommentBody }, onRequest: member },
    async (request, reply) => {
      const { postId, commentId } = request.params
      const { comment, created } = await service.createReply(signedIn(request).user, postId, commentId, request.body)
      return reply.status(created ? 201 : 200).send({ message: 'Reply added', data: comment })
    },
  )

  app.post('/community-posts/:postId/like/toggle', { schema: { params: PostParams }, onRequest: member }, async (request) => ({
    data: await service.toggleLike(signedIn(request).user, request.params.postId),
  }))

  app.post('/community-posts/:postId/flag', { schema: { params: PostParams, body: FlagBody }, onRequest: member }, async (request) => ({
    message: communityMessages.flagged,
    data: await service.flag(signedIn(request).user, { postId: request.params.postId }, request.body.reason),
  }))

  app.post('/community-posts/:postId/comments/:commentId/flag', { schema: { params: CommentParams, body: FlagBody }, onRequest: member }, async (request) => ({
    message: communityMessages.flagged,
    data: await service.flag(signedIn(request).user, request.params, request.body.reason),
  }))
}
