import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, realLimits } from '../../tests/setup/api-app.ts'

// Every per-address limit counts by `request.ip`. A header the client writes must not choose it.
const forged = (i: number) => ({ 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` })

describe('without TRUST_PROXY', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ env: realLimits, captureLog: true })
  })
  afterAll(() => t.close())

  it('counts sign-ins by the socket address, whatever X-Forwarded-For says', async () => {
    const client = t.client({ remoteAddress: '203.0.113.70' })
    for (let i = 0; i < 30; i++) expect((await client.post('/api/login', { email: 'not-an-email' }, forged(i))).statusCode).toBe(400)
    const limited = await client.post('/api/login', { email: 'someone@example.com', password: 'whatever-1' }, forged(99))
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe('Too many sign-in attempts from your network. Please wait 15 minutes and try again.')
  })

  it('logs the socket address, not the forged one', async () => {
    await t.client({ remoteAddress: '203.0.113.71' }).get('/api/menu', undefined, { 'x-forwarded-for': '198.18.7.7' })
    const line = t.logLines.map((l) => JSON.parse(l)).find((l) => l.req?.remoteAddress === '203.0.113.71')
    expect(line).toBeDefined()
    expect(t.logLines.join('\n')).not.toContain('198.18.7.7')
  })
})

describe('with TRUST_PROXY naming the proxy in front', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ env: { ...realLimits, TRUST_PROXY: '127.0.0.1' } })
  })
  afterAll(() => t.close())

  it("counts by the address the proxy forwards, so one client's limit does not stop another", async () => {
    const proxy = t.client({ remoteAddress: '127.0.0.1' })
    const client = { 'x-forwarded-for': '203.0.113.80' }
    for (let i = 0; i < 30; i++) expect((await proxy.post('/api/login', { email: 'not-an-email' }, client)).statusCode).toBe(400)
    expect((await proxy.post('/api/login', { email: 'not-an-email' }, client)).statusCode).toBe(429)
    expect((await proxy.post('/api/login', { email: 'not-an-email' }, { 'x-forwarded-for': '203.0.113.81' })).statusCode).toBe(400)
  })

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const stranger = t.client({ remoteAddress: '203.0.113.90' })
    for (let i = 0; i < 30; i++) expect((await stranger.post('/api/login', { email: 'not-an-email' }, forged(i))).statusCode).toBe(400)
    expect((await stranger.post('/api/login', { email: 'not-an-email' }, forged(31))).statusCode).toBe(429)
  })
})
