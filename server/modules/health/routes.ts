import type { FastifyPluginAsync } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
    const probe = sql`SELECT 1`.execute(db).then(
      () => true,
      () => false,
    )
    const database = await Promise.race([probe, new Promise<false>((r) => setTimeout(r, 2000, false))])
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database })
  })

  // A route that touches nothing: benchmarks compare real routes against it on the same server.
  app.get('/ping', { config: { rateLimit: false } }, async () => ({ data: 'pong' }))
}
