import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface Job {
  name: string
  everyMs: number
  run(): Promise<Record<string, number> | void>
}

/** Where runs and failures are counted by job name: the app's metrics. */
export interface JobCounters {
  jobRan(job: string): void
  jobFailed(job: string): void
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
 * period tries again. A job due more often than `tickMs` (the push outbox's drain) ticks at its own period, and a
 * run that did nothing (answered undefined) is not logged, so a frequent job does not fill the log. With `metrics`,
 * each claimed run is counted, and each failure, a failed claim (the database away) included.
 */
export function startSchedule(
  db: Kysely<Database>,
  jobs: Job[],
  log: FastifyBaseLogger,
  { tickMs = 60_000, metrics }: { tickMs?: number; metrics?: JobCounters } = {},
) {
  let stopped = false
  const running = new Set<Promise<void>>()
  const tick = (group: Job[]) => {
    const run = (async () => {
      for (const job of group) {
        if (stopped) return
        try {
          if (!(await claimRun(db, job))) continue
          metrics?.jobRan(job.name)
          const result = await job.run()
          if (result) log.info({ job: job.name, ...result }, 'scheduled job ran')
        } catch (err) {
          metrics?.jobFailed(job.name)
          log.error({ err, job: job.name }, 'scheduled job failed')
        }
      }
    })()
    running.add(run)
    void run.finally(() => running.delete(run))
  }
  const periods = [...new Set(jobs.map((job) => Math.min(tickMs, job.everyMs)))]
  const timers = periods.map((period) => {
    const group = jobs.filter((job) => Math.min(tickMs, job.everyMs) === period)
    tick(group)
    const timer = setInterval(() => tick(group), period)
    timer.unref()
    return timer
  })
  return {
    async stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await Promise.all(running)
    },
  }
}
