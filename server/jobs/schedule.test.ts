import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { unique } from '../seed/factories/unique.ts'
import { claimRun, startSchedule } from './schedule.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const quietLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> }

describe('the schedule of periodic jobs', () => {
  it('lets exactly one of many nodes claim each period of a job', async () => {
    const job = { name: unique('job'), everyMs: 60_000 }
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun(t.db, job)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimRun(t.db, job)).toBe(false)
    // Once the period has passed, the next claim wins again.
    await t.db.updateTable('scheduled_jobs').set({ last_run_at: new Date(Date.now() - 61_000) }).where('name', '=', job.name).execute()
    expect(await claimRun(t.db, job)).toBe(true)
  })

  it('runs a job once for two nodes ticking at once, logs its figures, and survives a failing job', async () => {
    const run = vi.fn(async () => ({ deleted: 3 }))
    const failing = { name: unique('failing'), everyMs: 60_000, run: async () => Promise.reject(new Error('disk full')) }
    const job = { name: unique('cleanup'), everyMs: 60_000, run }
    const [logA, logB] = [quietLog(), quietLog()]
    const nodes = [startSchedule(t.db, [failing, job], logA), startSchedule(t.db, [failing, job], logB)]
    await vi.waitFor(() => expect(logA.info.mock.calls.length + logB.info.mock.calls.length).toBeGreaterThan(0), { timeout: 15_000, interval: 50 })
    await Promise.all(nodes.map((n) => n.stop()))
    expect(run).toHaveBeenCalledTimes(1)
    const logged = [...logA.info.mock.calls, ...logB.info.mock.calls]
    expect(logged).toContainEqual([{ job: job.name, deleted: 3 }, 'scheduled job ran'])
    expect([...logA.error.mock.calls, ...logB.error.mock.calls]).toContainEqual([expect.objectContaining({ job: failing.name }), 'scheduled job failed'])
  })
})
