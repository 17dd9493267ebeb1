import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    env: { BODY_LIMIT_BYTES: '1024', RATE_LIMIT_PER_MINUTE: '30' },
    extend(app) {
      // Test-only routes: one that takes a JSON body, one that fails unexpectedly.
      app.post('/api/echo-test', async (request) => ({ data: request.body }))
      app.get('/api/fail-test', async () => {
        throw new Error('connection string postgres://secret@db leaked')
      })
    },
  })
})
afterAll(() => t.close())

describe('HTTP behaviour shared by every route', () => {
  it('reports a reachable database on /api/health', async () => {
    const res = await t.guest.get('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: true })
  })

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.guest.get('/api/no-such-thing')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found' })
  })

  it('sends security headers and a request id', async () => {
    const res = await t.guest.get('/api/menu')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses malformed JSON with a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/echo-test', headers: { 'content-type': 'application/json' }, payload: '{"a":' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'bad_request' })
  })

  it('refuses a body over the size limit with a 413', async () => {
    const res = await t.guest.post('/api/echo-test', { text: 'x'.repeat(5000) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'payload_too_large' })
  })

  it('refuses an unsupported content type with a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/echo-test', headers: { 'content-type': 'application/x-evil' }, payload: 'x' })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' })
  })

  it('limits requests per address with a 429 and a clear message', async () => {
    const busy = t.client({ remoteAddress: '203.0.113.9' })
    let res = await busy.get('/api/menu')
    for (let i = 0; i < 40 && res.statusCode !== 429; i++) res = await busy.get('/api/menu')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many requests/) })
    // Another address is not affected.
    expect((await t.client({ remoteAddress: '203.0.113.10' }).get('/api/menu')).statusCode).toBe(200)
  })

  it('hides internals of an unexpected failure behind a 500', async () => {
    const res = await t.guest.get('/api/fail-test')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Internal server error!', code: 'internal' })
  })
})
