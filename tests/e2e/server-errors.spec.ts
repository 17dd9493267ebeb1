import { expect, test } from '@playwright/test'

// Through the real production server, not inject: what a hostile client would see.
test.describe('the server under bad input', () => {
  test('unknown slugs are 404 and traversal attempts are refused, all as JSON', async ({ request }) => {
    for (const url of ['/api/pages/nope', '/api/sections/nope', '/api/carousels/nope', '/api/nope']) {
      const res = await request.get(url)
      expect(res.status(), url).toBe(404)
      expect(await res.json()).toHaveProperty('code', 'not_found')
    }
    for (const url of ['/api/serve-file/..%2F..%2Fpackage.json', '/api/serve-file/%2Fetc%2Fpasswd', '/api/serve-file/starter%2F..%2F..%2F.env']) {
      const res = await request.get(url)
      expect(res.status(), url).toBeGreaterThanOrEqual(400)
      expect(res.status(), url).toBeLessThan(500)
    }
  })

  test('the shell is served for client routes with security headers and no inline script', async ({ request }) => {
    const res = await request.get('/page/privacy-policy')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'")
    const html = await res.text()
    expect(html).toContain('<div id="root">')
    // Only scripts loaded from files run; the early-data block is JSON, which browsers never execute.
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/)
    expect(html).toContain('<script type="application/json" id="early-data">')
  })

  test('hashed assets are cached for a year and the shell is revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable')
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache')
  })
})
