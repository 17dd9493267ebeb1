import type { FastifyPluginAsync } from 'fastify'
import { FeatureParams } from '../../../contract/plans.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { PlansRepository } from './repository.ts'

export const plansRoutes: FastifyPluginAsync<{ repo: PlansRepository; auth: Auth }> = async (base, { repo, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/plans', async () => ({ data: await repo.list() }))

  app.get('/subscriptions', { onRequest: auth.requireUser }, async (request) => ({ data: await repo.subscriptions(signedIn(request).user.id) }))

  app.get('/subscriptions/active', { onRequest: auth.requireUser }, async (request) => ({
    data: (await repo.activeSubscription(signedIn(request).user.id)) ?? null,
  }))

  // Guests get an answer too (the free tier's features), not a 401.
  app.get('/subscriptions/check-feature/:featureSlug', { schema: { params: FeatureParams }, onRequest: auth.optionalUser }, async (request) => {
    const features = await repo.features(request.auth?.user.id ?? null)
    return { data: { isAccessible: features.includes(request.params.featureSlug) } }
  })
}
