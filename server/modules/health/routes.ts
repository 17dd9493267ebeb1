import type { FastifyPluginAsync } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { ReadinessCheck } from '../../core/context.ts'
import { migrationFiles } from '../../db/migrate.ts'
import type { Database } from '../../db/schema.ts'

const PROBE_TIMEOUT_MS = 2000

/** Resolves with `probe`'s answer, or false when it fails or takes longer than a health check may wait. */
const answered = <T>(probe: Promise<T>, fallback: T) =>
  Promise.race([probe.catch(() => fallback), new Promise<T>((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS, fallback))])

export interface HealthOptions {
  db: Kysely<Database>
  readiness: ReadinessCheck[]
  /** The migrations this server's code expects applied: its own files unless told. */
  migrations?: string[]
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, readiness, migrations }) => {
  const expected = migrations ?? (await migrationFiles())

  // Liveness: the process answers and reaches its database. A supervisor restarts a node that fails it.
  app.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
    const database = await answered(
      sql`SELECT 1`.execute(db).then(() => true),
      false,
    )
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database })
  })

  // Readiness: this node may take traffic. A load balancer sends none before every check passes, so nobody meets
  // a search that is still being indexed or a schema that another node is migrating.
  app.get('/ready', { config: { rateLimit: false } }, async (_request, reply) => {
    const applied = await answered(
      sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db).then(({ rows }) => new Set(rows.map((row) => row.name))),
      undefined,
    )
    const checks: Record<string, boolean> = {
      database: applied !== undefined,
      migrations: applied !== undefined && expected.every((file) => applied.has(file)),
      ...Object.fromEntries(readiness.map((check) => [check.name, check.ready()])),
    }
    const ready = Object.values(checks).every(Boolean)
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting', checks })
  })

  // A route that touches nothing: benchmarks compare real routes against it on the same server.
  app.get('/ping', { config: { rateLimit: false } }, async () => ({ data: 'pong' }))
}
