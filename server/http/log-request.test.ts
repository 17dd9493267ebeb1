import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { redactUrl } from './log-request.ts'

describe('request logs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ captureLog: true })
  })
  afterAll(() => t.close())

  it('never hold the token of an email link, in the path or the query', async () => {
    const token = 'Zq3v9WkLmN0pQrStUvWxYz0123456789abcdefGHIJK'
    await t.guest.post(`/api/verify-email/${token}`)
    await t.guest.post(`/api/reset-password/${token}?next=1`, { password: 'new-harbor-77', confirmPassword: 'new-harbor-77' })
    await t.guest.get(`/api/menu?token=${token}`)
    await t.guest.get(`/reset-password?token=${token}&from=mail`)
    const urls = t.logLines.map((line) => JSON.parse(line).req?.url).filter(Boolean)
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/verify-email/[redacted]',
        '/api/reset-password/[redacted]?next=1',
        '/api/menu?token=[redacted]',
        '/reset-password?token=[redacted]&from=mail',
      ]),
    )
    expect(t.logLines.join('\n')).not.toContain(token)
  })
})

describe('redactUrl', () => {
  it('leaves URLs without a token as they are', () => {
    expect(redactUrl('/api/journals?page=2&search=heart')).toBe('/api/journals?page=2&search=heart')
    expect(redactUrl('/verify-email')).toBe('/verify-email')
  })

  it('takes out every token parameter, whatever its case', () => {
    expect(redactUrl('/x?a=1&TOKEN=abc&token=def#frag')).toBe('/x?a=1&TOKEN=[redacted]&token=[redacted]#frag')
  })
})
