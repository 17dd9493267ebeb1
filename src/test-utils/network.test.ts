import { describe, expect, it, vi } from 'vitest'
import { http } from '../lib/http.ts'
import { Reply, stubApi } from './network.ts'

describe('stubbed network', () => {
  it('answers by method and path, and records each request with its JSON body', async () => {
    const server = stubApi({
      'GET /api/menu': [{ slug: 'journals' }],
      'POST /api/menu': new Reply(409, { message: 'Taken', code: 'conflict' }),
      'GET /api/pages/:slug': ({ params }) => ({ slug: params.slug }),
    })
    expect(await http.get('menu').json()).toEqual({ data: [{ slug: 'journals' }] })
    const refused = await http.post('menu', { json: { slug: 'x' }, throwHttpErrors: false })
    expect([refused.status, await refused.json()]).toEqual([409, { message: 'Taken', code: 'conflict' }])
    expect(await http.get('pages/about', { searchParams: { page: 2 } }).json()).toEqual({ data: { slug: 'about' } })

    expect(server.requested()).toEqual(['GET /api/menu', 'POST /api/menu', 'GET /api/pages/about'])
    expect(server.sent('POST /api/menu')).toEqual([{ slug: 'x' }])
    expect(server.requests.map(({ status }) => status)).toEqual([200, 409, 200])
  })

  it('answers an /api request no test expects with the server’s 404', async () => {
    const server = stubApi({ 'GET /api/menu': [] })
    const response = await http.delete('menu', { throwHttpErrors: false })
    expect([response.status, await response.json()]).toEqual([404, { message: 'Not found', code: 'not_found' }])
    expect(server.requested()).toEqual(['DELETE /api/menu'])
  })

  it('fails a request that leaves the app’s API', async () => {
    // The failure is reported on the console too; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(fetch('https://cdn.example.org/font.woff2')).rejects.toThrow()
    vi.restoreAllMocks()
  })
})
