import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { unique } from '../seed/factories/unique.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { countPushDelivery, createMetrics, recordBackup } from '../core/metrics.ts'
import type * as MetricsModule from '../core/metrics.ts'
import { startSchedule } from '../jobs/schedule.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** promtool's verdict on exposition text: '' when it accepts it, its complaints otherwise; undefined without promtool. */
function promtoolCheck(text: string) {
  if (spawnSync('promtool', ['--version']).error) {
    if (process.env.CI) throw new Error('promtool is not installed: apt-get install --no-install-recommends prometheus (.ci/run does)')
    console.warn('promtool is not installed (apt-get install --no-install-recommends prometheus): skipping its check of /metrics')
    return undefined
  }
  const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
  return check.status === 0 ? check.stdout + check.stderr : `exit status ${check.status}: ${check.stdout}${check.stderr}`
}

/** The value of one sample in exposition text, by its name and labels as written; undefined when absent. */
function sample(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => t.close())
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(res.statusCode).toBe(200)
    return res.body
  }

  it('is refused without the token, or with a wrong one, in the API’s error shape', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-at-all'), { authorization: TOKEN }, bearer(`${TOKEN}x`)]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: expect.any(String), code: 'unauthorized' })
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    }
  })

  it('answers Prometheus text with the token: requests by route pattern and status, never the URL', async () => {
    const slug = unique('no-such-vacancy')
    expect((await t.guest.get(`/api/vacancies/${slug}`)).statusCode).toBe(404)
    expect((await t.guest.get(`/api/vacancies/${slug}`)).statusCode).toBe(404)
    expect((await t.guest.get('/api/menu')).statusCode).toBe(200)
    const secret = unique('secret-path')
    expect((await t.guest.get(`/api/${secret}?token=abc`)).statusCode).toBe(404)

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    const text = res.body
    expect(sample(text, 'scholar_hub_http_requests_total{method="GET",route="/api/vacancies/:slug",status="404"}')).toBe(2)
    expect(sample(text, 'scholar_hub_http_requests_total{method="GET",route="/api/menu",status="200"}')).toBe(1)
    expect(sample(text, 'scholar_hub_http_request_duration_seconds_count{method="GET",route="/api/vacancies/:slug"}')).toBe(2)
    expect(sample(text, 'scholar_hub_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/menu"}')).toBe(1)
    expect(sample(text, 'scholar_hub_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(slug)
    expect(text).not.toContain(secret)
  })

  it('shows the database pool, the sockets, the event loop and the process', async () => {
    const text = await scrape()
    expect(sample(text, 'scholar_hub_db_pool_connections')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'scholar_hub_db_pool_idle_connections')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'scholar_hub_db_pool_waiting_clients')).toBe(0)
    // tests/setup/api-app.ts opens each app's pool with four connections at most.
    expect(sample(text, 'scholar_hub_db_pool_max_connections')).toBe(4)
    expect(sample(text, 'scholar_hub_socket_connections')).toBe(0)
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('counts a 5xx answer as a server error of its route', async () => {
    const failing = await createTestApp({
      env: { METRICS_TOKEN: TOKEN },
      extend: (app) => app.get('/api/test-only/broken/:id', async () => Promise.reject(new Error('broken'))),
    })
    try {
      expect((await failing.guest.get('/api/test-only/broken/42')).statusCode).toBe(500)
      const text = (await failing.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body
      expect(sample(text, 'scholar_hub_http_server_errors_total{method="GET",route="/api/test-only/broken/:id"}')).toBe(1)
      expect(sample(text, 'scholar_hub_http_requests_total{method="GET",route="/api/test-only/broken/:id",status="500"}')).toBe(1)
    } finally {
      await failing.close()
    }
  })

  it('counts mail sent and mail that could not be sent', async () => {
    const { email } = await t.signIn()
    const before = await scrape()
    vi.spyOn(t.mail.mailer, 'send').mockRejectedValueOnce(new Error('mail server away'))
    expect((await t.guest.post('/api/forgot-password', { email })).statusCode).toBe(200)
    await vi.waitFor(async () => expect(sample(await scrape(), 'scholar_hub_mail_failures_total')).toBe(sample(before, 'scholar_hub_mail_failures_total')! + 1))
    expect((await t.guest.post('/api/forgot-password', { email })).statusCode).toBe(200)
    await vi.waitFor(async () => expect(sample(await scrape(), 'scholar_hub_mail_sent_total')).toBe(sample(before, 'scholar_hub_mail_sent_total')! + 1))
  })

  it('counts push deliveries by what the push service answered', async () => {
    const before = await scrape()
    countPushDelivery('gone')
    countPushDelivery('refused')
    countPushDelivery('refused')
    const text = await scrape()
    const moved = (result: string) => sample(text, `scholar_hub_push_deliveries_total{result="${result}"}`)! - (sample(before, `scholar_hub_push_deliveries_total{result="${result}"}`) ?? 0)
    expect([moved('gone'), moved('refused')]).toEqual([1, 2])
  })

  it('shows when the last backup succeeded and failed once they are recorded', async () => {
    recordBackup({ ok: true, at: new Date('2026-12-01T03:00:00Z') })
    recordBackup({ ok: false, at: new Date('2026-12-02T03:00:00.500Z') })
    const text = await scrape()
    expect(sample(text, 'scholar_hub_backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-12-01T03:00:00Z') / 1000)
    expect(sample(text, 'scholar_hub_backup_last_failure_timestamp_seconds')).toBe(Date.parse('2026-12-02T03:00:00.500Z') / 1000)
  })

  it('is accepted by promtool check metrics (Debian’s prometheus package)', async () => {
    // Without promtool, outside CI, the check is skipped with a warning.
    expect(promtoolCheck(await scrape()) ?? '').toBe('')
  })
})

describe('the backup gauges', () => {
  it('are absent until a backup is recorded, so no made-up moment is shown', async () => {
    // A module instance of its own: another test file in this worker may have recorded a backup already.
    const fresh: typeof MetricsModule = await import(/* @vite-ignore */ `../core/metrics.ts?fresh=${Date.now()}`)
    const metrics = fresh.createMetrics({ sockets: () => 0 })
    const before = await metrics.text()
    expect(before).not.toMatch(/^scholar_hub_backup_last_\w+_timestamp_seconds /m)
    expect(before).toContain('# TYPE scholar_hub_backup_last_success_timestamp_seconds gauge')
    expect(promtoolCheck(before) ?? '').toBe('')
    fresh.recordBackup({ ok: true, at: new Date(1_800_000_000_000) })
    const after = await metrics.text()
    expect(sample(after, 'scholar_hub_backup_last_success_timestamp_seconds')).toBe(1_800_000_000)
    expect(after).not.toMatch(/^scholar_hub_backup_last_failure_timestamp_seconds /m)
  })
})

describe('the schedule’s job metrics', () => {
  it('count each run and each failure by job', async () => {
    const t = await createTestApp()
    try {
      const metrics = createMetrics({ sockets: () => 0 })
      const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger
      const good = { name: unique('tidy'), everyMs: 60_000, run: vi.fn(async () => ({ deleted: 1 })) }
      const bad = { name: unique('broken'), everyMs: 60_000, run: async () => Promise.reject(new Error('disk full')) }
      const schedule = startSchedule(t.db, [good, bad], log, { metrics })
      await vi.waitFor(() => expect(log.error).toHaveBeenCalled(), { timeout: 15_000, interval: 50 })
      await schedule.stop()
      const text = await metrics.text()
      expect(sample(text, `scholar_hub_job_runs_total{job="${good.name}"}`)).toBe(1)
      expect(sample(text, `scholar_hub_job_failures_total{job="${good.name}"}`)).toBeUndefined()
      expect(sample(text, `scholar_hub_job_runs_total{job="${bad.name}"}`)).toBe(1)
      expect(sample(text, `scholar_hub_job_failures_total{job="${bad.name}"}`)).toBe(1)
    } finally {
      await t.close()
    }
  })
})

describe('METRICS_TOKEN', () => {
  it('is a secret of at least 16 characters, never echoed in a configuration error', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN)
    expect(loadConfig({}).metricsToken).toBeUndefined()
    for (const token of ['short-secret', 'sixteen chars with spaces']) {
      const load = () => loadConfig({ METRICS_TOKEN: token })
      expect(load).toThrow(ConfigError)
      expect(load).toThrow(/METRICS_TOKEN: must be at least 16 characters with no spaces .*\(hidden\)/)
      expect(load).not.toThrow(token)
    }
  })
})

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const t = await createTestApp()
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found' })
    } finally {
      await t.close()
    }
  })
})

describe('/metrics beside the web app and the request limit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let webDir: string
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-web-'))
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>')
    t = await createTestApp({ webDir, env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '3' } })
  })
  afterAll(async () => {
    await t.close()
    await rm(webDir, { recursive: true, force: true })
  })

  it('answers metrics or 401, never the app’s page', async () => {
    const from = { remoteAddress: '198.51.100.71' }
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN), ...from })
    expect(scrape.statusCode).toBe(200)
    expect(scrape.body).toContain('# TYPE scholar_hub_http_requests_total counter')
    // The scheme's case is the client's choice (RFC 9110).
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` }, ...from })).statusCode).toBe(200)
    const refused = await t.app.inject({ method: 'GET', url: '/metrics', ...from })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['content-type']).toMatch(/application\/json/)
  })

  it('lets a scraper with the token past the per-address limit, and counts wrong tokens against it', async () => {
    const scrapes = []
    for (let i = 0; i < 6; i++) scrapes.push((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN), remoteAddress: '198.51.100.72' })).statusCode)
    expect(scrapes).toEqual(Array(6).fill(200))
    const guesses = []
    for (let i = 0; i < 5; i++) guesses.push((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`guess-${i}-0123456789abcdef`), remoteAddress: '198.51.100.73' })).statusCode)
    expect(guesses).toEqual([401, 401, 401, 429, 429])
  })
})
