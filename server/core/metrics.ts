import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Mailer } from '../mail/mailer.ts'

/** What the pool gauges read; `pg`'s Pool has all of it. */
export interface PoolFigures {
  totalCount: number
  idleCount: number
  waitingCount: number
  options: { max?: number }
}

export interface MetricsSources {
  /** The database pool; without it (a caller with only a Kysely handle) its gauges are left out. */
  pool?: PoolFigures
  /** This node's open sockets, read at scrape time. */
  sockets: () => number
}

/** What a push service answered for one delivery (push/sender.ts's outcomes). */
export type PushResult = 'sent' | 'gone' | 'refused' | 'retry'

// A duration histogram's buckets in seconds: API answers are tens of milliseconds, uploads and slow clients up to
// REQUEST_TIMEOUT_MS's minute.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]

// Push deliveries and backups are reported from code that holds no app (the push service's record of an outcome, a
// backup run by a script or a job), so they are counted once per process and every app's registry shows them. A
// server process holds one app; tests read differences.
const pushDeliveries = new Counter({
  name: 'scholar_hub_push_deliveries_total',
  help: 'Web Push deliveries by what the push service answered: sent, gone (subscription removed), refused, retry (failed, tried again later)',
  labelNames: ['result'],
  registers: [],
})
const lastBackup: { success?: number; failure?: number } = {}
/** A gauge of a backup's moment, absent until a backup has been recorded: a made-up 0 would read as a backup in 1970. */
const backupGauge = (which: 'success' | 'failure') =>
  new Gauge({
    name: `scholar_hub_backup_last_${which}_timestamp_seconds`,
    help: `When the last ${which === 'success' ? 'successful' : 'failed'} backup finished, in Unix seconds`,
    registers: [],
    collect() {
      const at = lastBackup[which]
      if (at === undefined) this.remove()
      else this.set(at)
    },
  })
const backupGauges = [backupGauge('success'), backupGauge('failure')]

/** Counts one push delivery's outcome; the push service calls it for each answer it records. */
export function countPushDelivery(result: PushResult) {
  pushDeliveries.inc({ result })
}

/**
 * Records a backup's end for `scholar_hub_backup_last_success_timestamp_seconds` (ok) or
 * `scholar_hub_backup_last_failure_timestamp_seconds` (not ok), which every scrape then shows. Call it when a backup
 * finishes, with the moment it finished; an alert on `time() - scholar_hub_backup_last_success_timestamp_seconds`
 * then says how old the newest good backup is. Until the first call both gauges are absent. The moment is kept in
 * this process: a server that starts afresh shows nothing until its next backup unless the backup code records the
 * last one it finds at start.
 */
export function recordBackup({ ok, at }: { ok: boolean; at: Date }) {
  const seconds = at.getTime() / 1000
  if (!Number.isFinite(seconds)) return
  lastBackup[ok ? 'success' : 'failure'] = seconds
}

/**
 * One app's metrics in a registry of its own (prom-client's global one would clash between the apps of one test
 * run), with Node's process and event-loop metrics. Gauges of the pool and sockets are read at scrape time.
 */
export function createMetrics({ pool, sockets }: MetricsSources) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Gauges named like counters, which promtool's lint refuses; each is the sum of its by-type gauge without the suffix.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name)
  const registers = [registry]

  const requests = new Counter({ name: 'scholar_hub_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers })
  const durations = new Histogram({
    name: 'scholar_hub_http_request_duration_seconds',
    help: 'Time from a request’s arrival to the end of its answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers,
  })
  const serverErrors = new Counter({ name: 'scholar_hub_http_server_errors_total', help: 'HTTP requests answered with a 5xx status, by method and route pattern', labelNames: ['method', 'route'], registers })

  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read())
        },
      })
    poolGauge('scholar_hub_db_pool_connections', 'Connections the database pool holds open', () => pool.totalCount)
    poolGauge('scholar_hub_db_pool_idle_connections', 'Open connections of the database pool not in use', () => pool.idleCount)
    poolGauge('scholar_hub_db_pool_waiting_clients', 'Queries waiting for a connection of the database pool', () => pool.waitingCount)
    poolGauge('scholar_hub_db_pool_max_connections', 'The most connections the database pool opens', () => pool.options.max ?? 10)
  }
  new Gauge({
    name: 'scholar_hub_socket_connections',
    help: 'Signed-in socket.io connections on this node',
    registers,
    collect() {
      this.set(sockets())
    },
  })

  const jobRuns = new Counter({ name: 'scholar_hub_job_runs_total', help: 'Periodic job runs this node claimed, by job', labelNames: ['job'], registers })
  const jobFailures = new Counter({ name: 'scholar_hub_job_failures_total', help: 'Periodic job runs (or claims of one) that failed on this node, by job', labelNames: ['job'], registers })
  const mailSent = new Counter({ name: 'scholar_hub_mail_sent_total', help: 'Mail messages handed to the SMTP server or the outbox', registers })
  const mailFailures = new Counter({ name: 'scholar_hub_mail_failures_total', help: 'Mail messages that could not be sent', registers })

  registry.registerMetric(pushDeliveries)
  for (const gauge of backupGauges) registry.registerMetric(gauge)

  return {
    contentType: registry.contentType,
    /** The exposition text: what `/metrics` answers. */
    text: () => registry.metrics(),
    /** One answered request; `route` is the route's pattern, never the URL, so that no id or token becomes a label. */
    request(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status })
      durations.observe({ method, route }, seconds)
      if (status >= 500) serverErrors.inc({ method, route })
    },
    jobRan(job: string) {
      jobRuns.inc({ job })
    },
    jobFailed(job: string) {
      jobFailures.inc({ job })
    },
    /** The mailer with each message counted as sent or failed; failures still reach the caller. */
    countMail(mailer: Mailer): Mailer {
      return {
        get description() {
          return mailer.description
        },
        close: () => mailer.close(),
        async send(message) {
          try {
            await mailer.send(message)
            mailSent.inc()
          } catch (err) {
            mailFailures.inc()
            throw err
          }
        },
      }
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
