import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createFile } from '../../seed/factories/content.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/serve-file/{encoded path}', () => {
  it('serves a stored file with its type and a long immutable cache', async () => {
    const file = await createFile(t.db, t.storage, { path: 'uploads/logo-a1.svg' })
    const res = await t.guest.get(`/api/serve-file/${encodeURIComponent(file.path)}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/)
    expect(res.headers['content-security-policy']).toContain('sandbox')
    expect(res.body).toContain('<svg')
  })

  it('answers a byte range of a video with 206', async () => {
    const data = Buffer.alloc(4096, 7)
    const file = await createFile(t.db, t.storage, { path: 'uploads/clip-b2.mp4', mimeType: 'video/mp4', data })
    const res = await t.guest.get(`/api/serve-file/${encodeURIComponent(file.path)}`, undefined, { range: 'bytes=100-199' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe('bytes 100-199/4096')
    expect(res.rawPayload.byteLength).toBe(100)
    expect(res.headers['content-type']).toBe('video/mp4')
  })

  it('serves the starter carousel images', async () => {
    const res = await t.guest.get(`/api/serve-file/${encodeURIComponent('starter/carousel/large-1.svg')}`)
    expect(res.statusCode).toBe(200)
  })

  it('does not serve a file on disk that the database does not know', async () => {
    await t.storage.write('uploads/unlisted-c3.txt', Buffer.from('secret'))
    expect((await t.guest.get('/api/serve-file/uploads%2Funlisted-c3.txt')).statusCode).toBe(404)
  })

  it.each([
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%252F..%252Fetc%252Fpasswd',
    '%2Fetc%2Fpasswd',
    'starter%2F..%2F..%2Fpackage.json',
    '.env',
    'starter/../../package.json',
    '%00',
  ])('refuses the traversal attempt %s without a 5xx', async (attempt) => {
    const res = await t.guest.get(`/api/serve-file/${attempt}`)
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.body).not.toContain('root:')
    expect(res.json()).toHaveProperty('code')
  })
})
