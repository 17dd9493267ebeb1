import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { createViewCounterThread } from './view-counter-thread.ts'

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const view = (thread: ReturnType<typeof createViewCounterThread>, address: string) => thread.add(JSON.stringify({ screen: '/' }), address, chrome)

describe('the view counter thread', () => {
  it('logs a thread whose database is out of reach, drops views for a while, then tries again; flushing and closing still end', async () => {
    const log = { warn: vi.fn(), error: vi.fn() }
    const thread = createViewCounterThread({ connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`, site: 'localhost', log })
    for (let i = 0; i < 3; i++) view(thread, `10.0.0.${i}`)
    await thread.flush()
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 50 })
    expect(log.error.mock.calls[0]![1]).toBe('the view counter stopped; views are not counted for a while')
    // Within the next ten seconds no other thread is started: the views are dropped, and nothing more is logged.
    view(thread, '10.0.0.9')
    await thread.flush()
    expect(log.error).toHaveBeenCalledTimes(1)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    try {
      vi.setSystemTime(Date.now() + 10_000)
      view(thread, '10.0.0.10')
      await thread.flush()
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2), { timeout: 15_000, interval: 50 })
    } finally {
      vi.useRealTimers()
    }
    await thread.close()
  })
})
