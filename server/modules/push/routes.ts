import type { FastifyPluginAsync } from 'fastify'
import { pushMessages, PushSubscriptionBody, PushTarget } from '../../../contract/push.ts'
import { parseInput, type ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { Push } from './service.ts'
import type { PushSubscriptions } from './subscriptions.ts'

// A subscription is a few hundred bytes of JSON; more is no browser's.
const BODY_LIMIT = 8 * 1024

const asker = (request: Parameters<typeof signedIn>[0]) => {
  const { user, sessionId } = signedIn(request)
  return { userId: user.id, sessionId }
}

export const pushRoutes: FastifyPluginAsync<{ push: Push; subscriptions: PushSubscriptions; auth: Auth }> = async (base, { push, subscriptions, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  // A member's own devices only: every call is about the signed-in member, and no id names another's.
  app.addHook('onRequest', auth.requireUser)

  app.get('/push-subscriptions/key', async () =>
    push.publicKey ? { data: { publicKey: push.publicKey } } : { data: { publicKey: null }, message: pushMessages.off },
  )

  app.get('/push-subscriptions', async (request) => ({ data: await subscriptions.list(asker(request)) }))

  app.post('/push-subscriptions', { bodyLimit: BODY_LIMIT, schema: { body: PushSubscriptionBody } }, async (request, reply) => {
    const data = await subscriptions.subscribe(asker(request), request.body, request.headers['user-agent'] ?? null)
    return reply.code(201).send({ data, message: pushMessages.allowed })
  })

  // This browser's subscription is named by its endpoint (the body, or the query when a client sends no body);
  // another device's by the id the list gave.
  app.delete('/push-subscriptions', { bodyLimit: BODY_LIMIT }, async (request) => {
    const given = request.body && typeof request.body === 'object' && Object.keys(request.body).length ? request.body : request.query
    const parsed = parseInput(PushTarget, given, request.body ? 'body' : 'query')
    if ('error' in parsed) throw parsed.error
    await subscriptions.remove(signedIn(request).user.id, parsed.value)
    return { data: null, message: pushMessages.removed }
  })
}
