import type { FastifyPluginAsync } from 'fastify'
import { savedSearchMessages, UnsubscribeQuery } from '../../../contract/saved-searches.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Alerts } from './alerts.ts'

/**
 * An alert mail's unsubscribe link, which works without signing in: the signed token names the digest, and so the
 * searches it reported. A mail program's one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a
 * form; the body says nothing the token does not, so it is read and set aside. A GET only says what the link
 * would stop: mail scanners open links, and must not unsubscribe anyone.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{ alerts: Alerts }> = async (base, { alerts }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  )

  app.get('/saved-searches/unsubscribe', { schema: { querystring: UnsubscribeQuery } }, async (request) => {
    const preview = await alerts.unsubscribePreview(request.query.token)
    if (!preview) throw notFound(savedSearchMessages.badLink)
    return { data: preview }
  })

  app.post('/saved-searches/unsubscribe', { schema: { querystring: UnsubscribeQuery } }, async (request) => {
    const result = await alerts.unsubscribe(request.query.token)
    if (!result) throw notFound(savedSearchMessages.badLink)
    return { data: result, message: 'You will get no more alert mail for these searches.' }
  })
}
