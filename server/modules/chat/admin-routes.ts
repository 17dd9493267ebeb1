import type { FastifyPluginAsync } from 'fastify'
import { AdminConversationsQuery, ConversationMessagesQuery, ConversationParams, StaffMessageBody } from '../../../contract/chat.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../plugins/auth.ts'
import type { ChatService } from './service.ts'

/** Chat Management: staff list every conversation, read any, and answer under the staff name. */
export const adminChatRoutes: FastifyPluginAsync<{ service: ChatService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/conversations', { schema: { querystring: AdminConversationsQuery } }, async (request) => ({
    data: await service.listAll(request.query.page, request.query.search || undefined),
  }))

  app.get('/admin/conversations/:id', { schema: { params: ConversationParams, querystring: ConversationMessagesQuery } }, async (request) => ({
    data: await service.messages(signedIn(request).user, request.params.id, request.query.page, request.query.after),
  }))

  app.post('/admin/conversations/:id/messages', { schema: { params: ConversationParams, body: StaffMessageBody } }, async (request, reply) =>
    reply.status(201).send({
      data: await service.send(signedIn(request).user, { conversationId: request.params.id, ...request.body }),
      message: 'Answer sent.',
    }),
  )
}
