import type { FastifyPluginAsync } from 'fastify'
import { ConversationMessagesQuery, ConversationParams, ConversationsQuery, CreateConversationBody } from '../../../contract/chat.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { Access } from '../../core/access.ts'
import type { ChatService } from './service.ts'

/** The chat's HTTP side: the person's conversations, their messages and unread count, and connecting to an expert. */
export const chatRoutes: FastifyPluginAsync<{ service: ChatService; auth: Auth; access: Access }> = async (base, { service, auth, access }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/conversations', { schema: { querystring: ConversationsQuery }, onRequest: auth.requireUser }, async (request) => ({
    data: await service.list(signedIn(request).user, request.query.page),
  }))

  app.get('/conversations/unread-count', { onRequest: auth.requireUser }, async (request) => ({
    data: { unreadCount: await service.unreadCount(signedIn(request).user) },
  }))

  app.get('/conversations/:id', { schema: { params: ConversationParams, querystring: ConversationMessagesQuery }, onRequest: auth.requireUser }, async (request) => ({
    data: await service.messages(signedIn(request).user, request.params.id, request.query.page, request.query.after),
  }))

  app.post(
    '/conversations/create',
    { schema: { body: CreateConversationBody }, onRequest: access.requireFeature('connect-to-expert', { signIn: true }) },
    async (request) => ({ data: { conversationId: await service.open(signedIn(request).user, request.body.userId) } }),
  )
}
