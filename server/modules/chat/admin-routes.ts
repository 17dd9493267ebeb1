import { AdminConversationsQuery, ConversationMessagesQuery, ConversationParams, StaffMessageBody } from '../../../contract/chat.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { recordAudit, staffActor } from '../../core/audit.ts'
import type { ChatService } from './service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/** Chat Management: staff list every conversation, read any, and answer under the staff name. */
export const adminChatRoutes =
  (service: ChatService): AdminSection =>
  async (app, { db }) => {
    const config = { permission: sectionPermission('chats') }

    app.get('/conversations', { config, schema: { querystring: AdminConversationsQuery } }, async (request) => ({
      data: await service.listAll(request.query.page, request.query.search || undefined, request.query.status === 'waiting'),
    }))

    app.get('/conversations/:id', { config, schema: { params: ConversationParams, querystring: ConversationMessagesQuery } }, async (request) => ({
      data: await service.messages(signedIn(request).user, request.params.id, request.query.page, request.query.after),
    }))

    app.post('/conversations/:id/messages', { config, schema: { params: ConversationParams, body: StaffMessageBody } }, async (request, reply) => {
      const message = await service.send(signedIn(request).user, { conversationId: request.params.id, ...request.body })
      // The answer itself is in the conversation; the log says who answered which conversation, and when.
      await recordAudit(db, staffActor(request), { area: 'chats', action: 'answer', record: { type: 'conversation', id: request.params.id }, after: { messageId: message.id } })
      return reply.status(201).send({ data: message, message: 'Answer sent.' })
    })
  }
