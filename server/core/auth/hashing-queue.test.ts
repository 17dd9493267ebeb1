import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { HttpError } from '../../http/errors.ts'
import { createUser } from '../../seed/factories/accounts.ts'
import { createHashingQueue } from './hashing-queue.ts'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createHashingQueue', () => {
  it('runs at most `concurrency` at once, in arrival order, and refuses past `queue` waiting with 503', async () => {
    const queue = createHashingQueue({ concurrency: 2, queue: 1 })
    const gates = [deferred(), deferred(), deferred()]
    const started: number[] = []
    const runs = gates.map((gate, i) => queue.run(async () => (started.push(i), gate.promise)))
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    const refused = await queue.run(async () => 'never').catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ statusCode: 503, code: 'busy', headers: { 'retry-after': '2' } })
    gates[0]!.resolve()
    await runs[0]
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1, 2])
    gates[1]!.resolve()
    gates[2]!.resolve()
    await Promise.all(runs)
    // Room again once the work is done.
    expect(await queue.run(async () => 'done')).toBe('done')
  })

  it('frees its place when the work fails', async () => {
    const queue = createHashingQueue({ concurrency: 1, queue: 0 })
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})

describe('sign-ins beyond what the server can hash', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    // At OWASP's cost, as in production: a hash long enough that the eight sign-ins all wait for it.
    t = await createTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2', PASSWORD_HASH_COST: '17' } })
  })
  afterAll(() => t.close())

  it('are told to come back with 503 and Retry-After, while other requests are answered', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)))
    const logins = users.map((u) => t.guest.post('/api/login', { email: u.email, password: u.password }))
    const menu = await t.guest.get('/api/menu')
    expect(menu.statusCode).toBe(200)
    const answers = await Promise.all(logins)
    const busy = answers.filter((r) => r.statusCode === 503)
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3)
    expect(busy).toHaveLength(5)
    expect(busy[0]!.headers['retry-after']).toBe('2')
    expect(busy[0]!.json()).toEqual({ code: 'busy', message: 'The server is busy signing people in. Please try again in a few seconds.' })
    // A refused sign-in is not a failed one: it does not count toward the account's lockout.
    expect((await t.guest.post('/api/login', { email: users[7]!.email, password: users[7]!.password })).statusCode).toBe(200)
  }, 60_000)
})
