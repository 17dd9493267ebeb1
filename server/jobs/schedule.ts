import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface Job {
  name: string
  everyMs: number
  run(): Promise<Record<string, number> | void>
}

/**
 * Claims a job's run for this period: true for exactly one caller per period across every node, since the
 * upsert moves `last_run_at` only when a period has passed and its row lock makes callers take turns.
 */
export async function claimRun(db: Kysely<Database>, job: Pick<Job, 'name' | 'everyMs'>) {
  const { rows } = await sql<{ name: string }>`
    INSERT INTO scheduled_jobs AS j (name, last_run_at) VALUES (${job.name}, now())
    ON CONFLICT (name) DO UPDATE SET last_run_at = now()
    WHERE j.last_run_at <= now() - ${job.everyMs}::int * interval '1 millisecond'
    RETURNING name`.execute(db)
  return rows.length > 0
}

/**
 * Runs each job once per period in the whole cluster. Every node ticks (so the work goes on while any node
 * is up), and each tick runs the job only if it claims the period. A tick that fails is logged and the next
 * period tries again.
 */
export function startSchedule(db: Kysely<Database>, jobs: Job[], log: FastifyBaseLogger, { tickMs = 60_000 } = {}) {
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = (async () => {
      for (const job of jobs) {
        if (stopped) return
        try {
          if (!(await claimRun(db, job))) continue
          const result = await job.run()
          log.info({ job: job.name, ...result }, 'scheduled job ran')
        } catch (err) {
          log.error({ err, job: job.name }, 'scheduled job failed')
        }
      }
    })()
  }
  tick()
  const timer = setInterval(tick, tickMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
