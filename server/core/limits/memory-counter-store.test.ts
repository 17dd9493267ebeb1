import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLimiter } from './limiter.ts'
import { createMemoryCounters } from './memory-counter-store.ts'

const limit = { name: 'beacons', max: 2, windowMs: 60_000, message: 'Wait a minute.' }

describe('counters in one node memory', () => {
  afterEach(() => vi.useRealTimers())

  it('refuses past the limit within a window, with when to try again, and counts afresh in the next', async () => {
    vi.useFakeTimers({ now: 0 })
    const limiter = createLimiter(createMemoryCounters({ maxKeys: 10 }))
    await limiter.take(limit, 'a')
    await limiter.take(limit, 'a')
    await expect(limiter.take(limit, 'a')).rejects.toMatchObject({ statusCode: 429, message: 'Wait a minute.', headers: { 'retry-after': '60' } })
    await limiter.take(limit, 'b')
    vi.setSystemTime(60_000)
    await expect(limiter.take(limit, 'a')).resolves.toBeTypeOf('function')
  })

  it('gives an attempt back, and never counts below zero', async () => {
    const store = createMemoryCounters({ maxKeys: 10 })
    await store.hit('k', 60_000)
    await store.giveBack('k')
    await store.giveBack('k')
    expect((await store.hit('k', 60_000)).count).toBe(1)
  })

  it('keeps at most maxKeys counters: a new key past them is not counted until ended ones are swept', async () => {
    vi.useFakeTimers({ now: 0 })
    const store = createMemoryCounters({ maxKeys: 2 })
    await store.hit('a', 1000)
    await store.hit('b', 1000)
    expect((await store.hit('c', 1000)).count).toBe(1)
    expect((await store.hit('c', 1000)).count).toBe(1)
    expect((await store.hit('a', 1000)).count).toBe(2)
    vi.setSystemTime(1000)
    expect(await store.sweep()).toBe(2)
    await store.hit('c', 1000)
    expect((await store.hit('c', 1000)).count).toBe(2)
  })
})
