import { describe, expect, it, vi } from 'vitest'
import { createReadCache } from './read-cache.ts'

describe('createReadCache', () => {
  it('reuses an answer until it expires, then reads again', async () => {
    let time = 0
    const cache = createReadCache(1000, { now: () => time })
    const load = vi.fn(async () => ({ menu: ['a'] }))
    await cache.read('menu', load)
    time = 999
    expect(await cache.read('menu', load)).toEqual({ menu: ['a'] })
    expect(load).toHaveBeenCalledTimes(1)
    time = 1000
    await cache.read('menu', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps neither misses nor failures, and forgets everything on clear', async () => {
    const cache = createReadCache(60_000)
    const miss = vi.fn(async () => undefined)
    await cache.read('page:x', miss)
    await cache.read('page:x', miss)
    expect(miss).toHaveBeenCalledTimes(2)
    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok')
    await expect(cache.read('k', failing)).rejects.toThrow('down')
    expect(await cache.read('k', failing)).toBe('ok')
    const hit = vi.fn(async () => 'v')
    await cache.read('h', hit)
    cache.clear()
    await cache.read('h', hit)
    expect(hit).toHaveBeenCalledTimes(2)
  })

  it('keeps at most `max` answers, letting the oldest go first', async () => {
    const cache = createReadCache(60_000, { max: 2 })
    const load = vi.fn(async () => 'v')
    for (const key of ['a', 'b', 'c']) await cache.read(key, load)
    await cache.read('c', load)
    await cache.read('b', load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.read('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('with a TTL of 0 always reads', async () => {
    const cache = createReadCache(0)
    const load = vi.fn(async () => 1)
    await cache.read('x', load)
    await cache.read('x', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
