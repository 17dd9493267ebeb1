import type { FastifyBaseLogger } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBatchWriter } from './batch-writer.ts'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const asLog = (log: ReturnType<typeof logger>) => log as unknown as FastifyBaseLogger

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('createBatchWriter', () => {
  it('writes every tick what has gathered, in one call', async () => {
    const writes: number[][] = []
    const writer = createBatchWriter<number>({ name: 'test', write: async (rows) => void writes.push(rows), log: asLog(logger()), flushMs: 1000 })
    writer.add(1)
    writer.add(2)
    writer.add(3)
    expect(writes).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(writes).toEqual([[1, 2, 3]])
    await writer.close()
  })

  it('writes a full batch at once and no batch larger, one write at a time', async () => {
    const sizes: number[] = []
    let inFlight = 0
    let most = 0
    const write = async (rows: number[]) => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 10))
      sizes.push(rows.length)
      inFlight--
    }
    const writer = createBatchWriter<number>({ name: 'test', write, log: asLog(logger()), batchRows: 1000 })
    for (let i = 0; i < 2500; i++) writer.add(i)
    const flushed = writer.flush()
    await vi.advanceTimersByTimeAsync(100)
    await flushed
    expect(sizes).toEqual([1000, 1000, 500])
    expect(most).toBe(1)
    await writer.close()
  })

  it('leaves a part batch for the tick, so a busy node writes large batches rather than a chain of small ones', async () => {
    const sizes: number[] = []
    const writer = createBatchWriter<number>({ name: 'test', write: async (rows) => void sizes.push(rows.length), log: asLog(logger()), batchRows: 1000, flushMs: 1000 })
    for (let i = 0; i < 1500; i++) writer.add(i)
    await vi.advanceTimersByTimeAsync(10)
    expect(sizes).toEqual([1000])
    await vi.advanceTimersByTimeAsync(1000)
    expect(sizes).toEqual([1000, 500])
    await writer.close()
  })

  it('logs a batch that fails without what it held, drops it and goes on', async () => {
    const log = logger()
    const written: string[][] = []
    let calls = 0
    const write = async (rows: string[]) => {
      if (calls++ === 0) throw Object.assign(new Error('connection lost'), { code: '57P01', detail: 'Failing row contains (secret words)' })
      written.push(rows)
    }
    const writer = createBatchWriter<string>({ name: 'searches', write, log: asLog(log) })
    writer.add('secret words')
    await writer.flush()
    writer.add('next words')
    await writer.flush()
    expect(written).toEqual([['next words']])
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error.mock.calls[0]![0]).toEqual({ rows: 'searches', count: 1, code: '57P01', reason: 'connection lost' })
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('secret')
    await writer.close()
  })

  it('drops rows past the bound and says how many, at most once a minute', async () => {
    const log = logger()
    let release = () => {}
    const written: number[] = []
    const write = (rows: number[]) =>
      new Promise<void>((resolve) => {
        release = () => {
          release = () => {}
          written.push(...rows)
          resolve()
        }
      })
    const writer = createBatchWriter<number>({ name: 'views', write, log: asLog(log), batchRows: 2, maxPending: 4 })
    // Two are being written (and stay so); four wait; the next three are dropped.
    for (let i = 0; i < 9; i++) writer.add(i)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0]![0]).toEqual({ rows: 'views', dropped: 1 })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(log.warn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn.mock.calls[1]![0]).toEqual({ rows: 'views', dropped: 2 })
    release()
    const closed = writer.close()
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(0)
      release()
    }
    await closed
    expect(written).toEqual([0, 1, 2, 3, 4, 5])
  })
})
