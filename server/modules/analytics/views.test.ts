import { randomInt } from 'node:crypto'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { VIEW_BEACON_MAX_BYTES } from '../../../contract/analytics.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { unique } from '../../seed/factories/unique.ts'
import { visitorOf } from './daily-salt.ts'
import { createViewCounter } from './view-counter.ts'
import { VIEWS_PER_MINUTE } from './view-endpoint.ts'

// Tests share one database with other files: each beacon here names a referring host of its own, or comes from an
// address of its own, and each test reads back only those rows. Beacons are answered by the HTTP server itself, before
// the app's router, so they are sent over a socket to a listening app, each address as a proxy on loopback names it.

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
const listening = async (app: TestApp) => (await app.app.listen({ port: 0, host: '127.0.0.1' }), app)
beforeAll(async () => {
  t = await listening(await createTestApp({ env: { TRUST_PROXY: 'loopback' } }))
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

/** An address no other test sends from, so the per-address limit and the visitor are this test's own. */
const anAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
const aReferrer = () => `${unique('ref')}.example`

interface Send {
  userAgent?: string
  address?: string
  contentType?: string
  path?: string
  headers?: Record<string, string>
  app?: TestApp
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/** A beacon as `navigator.sendBeacon` sends it: JSON as text/plain. */
function beacon(body: object | string, { userAgent = chrome, address = anAddress(), contentType = 'text/plain;charset=UTF-8', path = '/api/analytics/view', headers = {}, app = t }: Send = {}) {
  const payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
  const { port } = app.app.server.address() as AddressInfo
  return new Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: string; json(): unknown }>((resolve, reject) => {
    const req = request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: 'POST',
        path,
        headers: {
          'x-forwarded-for': address,
          'content-length': payload.length,
          ...(contentType && { 'content-type': contentType }),
          ...(userAgent && { 'user-agent': userAgent }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ statusCode: res.statusCode!, headers: res.headers, body: text, json: () => JSON.parse(text) }))
      },
    )
    // A body the server answers before reading may find the socket closed under it: the answer is what counts.
    req.on('error', reject)
    req.end(payload)
  })
}

const rowsFrom = async (referrer: string, app = t) => {
  await app.app.analytics.flush()
  return app.db.selectFrom('analytics_views').selectAll().where('referrer', '=', referrer).orderBy('id').execute()
}

describe('POST /api/analytics/view', () => {
  it('counts each screen shown: three beacons are three rows once the batch is written', async () => {
    const referrer = aReferrer()
    const address = anAddress()
    for (const screen of ['/', '/vacancy', '/vacancy/$slug']) expect((await beacon({ screen, referrer }, { address })).statusCode).toBe(204)
    const rows = await rowsFrom(referrer)
    expect(rows.map((r) => r.screen)).toEqual(['/', '/vacancy', '/vacancy/$slug'])
    expect(rows.map((r) => [r.device, r.browser])).toEqual(Array(3).fill(['desktop', 'Chrome']))
    expect(new Set(rows.map((r) => String(r.visitor))).size).toBe(1)
    expect(rows[0]!.day).toBe(new Date().toISOString().slice(0, 10))
  })

  it('takes JSON sent as application/json too, and a referrer in any case as its host in lower case', async () => {
    const referrer = aReferrer()
    expect((await beacon({ screen: '/journal-finder', referrer: referrer.toUpperCase() }, { contentType: 'application/json' })).statusCode).toBe(204)
    expect((await rowsFrom(referrer)).map((r) => r.screen)).toEqual(['/journal-finder'])
  })

  it('keeps the route pattern, the referring host and two labels: no query, no address, no User-Agent, no account', async () => {
    const referrer = aReferrer()
    const address = anAddress()
    const userAgent = `${iphone} ${unique('marker')}`
    const member = await t.signIn()
    const res = await beacon(
      { screen: '/vacancy/$slug', referrer, email: member.email, userId: member.id },
      { address, userAgent, path: '/api/analytics/view?utm_source=newsletter&email=someone@example.com', headers: member.headers },
    )
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const [row, ...more] = await rowsFrom(referrer)
    expect(more).toEqual([])
    expect(Object.keys(row!).sort()).toEqual(['browser', 'day', 'device', 'id', 'referrer', 'screen', 'visitor'])
    expect(row).toMatchObject({ screen: '/vacancy/$slug', referrer, device: 'phone', browser: 'Safari' })
    const stored = JSON.stringify(row)
    for (const secret of [address, userAgent, 'iPhone', 'utm_source', 'newsletter', member.email, member.id]) expect(stored).not.toContain(secret)
    // The table has nowhere to put them either.
    const { rows: columns } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'analytics_views' ORDER BY name`.execute(t.db)
    expect(columns.map((c) => c.name)).toEqual(['browser', 'day', 'device', 'id', 'referrer', 'screen', 'visitor'])
  })

  it('stores a visit from this site itself with no referrer', async () => {
    const address = anAddress()
    const userAgent = `${chrome} ${unique('own')}`
    // PUBLIC_URL is unset: the site is http://localhost:3000.
    expect((await beacon({ screen: '/event', referrer: 'localhost' }, { address, userAgent })).statusCode).toBe(204)
    await t.app.analytics.flush()
    const today = new Date().toISOString().slice(0, 10)
    const { salt } = await t.db.selectFrom('analytics_salts').select('salt').where('day', '=', today).executeTakeFirstOrThrow()
    const rows = await t.db.selectFrom('analytics_views').select(['screen', 'referrer']).where('day', '=', today).where('visitor', '=', sql<number>`${visitorOf(salt, 'localhost', address, userAgent)}::bigint`).execute()
    expect(rows).toEqual([{ screen: '/event', referrer: null }])
  })

  it('drops what is not a known screen, malformed or too large, and still answers 204', async () => {
    const referrer = aReferrer()
    const sent = [
      await beacon({ screen: '/no-such-screen', referrer }),
      await beacon({ screen: '/vacancy?search=cardiology', referrer }),
      await beacon({ screen: '/<script>alert(1)</script>', referrer }),
      await beacon({ screen: '/admin-dashboard', referrer }),
      await beacon({ screen: '/', referrer: `https://${referrer}/path?q=1` }),
      await beacon(`{"screen":"/","referrer":"${referrer}"`),
      await beacon('not json at all'),
      await beacon(''),
      await beacon(JSON.stringify({ screen: '/', referrer }) + ' '.repeat(1024 * 1024)),
      await beacon('x'.repeat(VIEW_BEACON_MAX_BYTES + 1)),
    ]
    expect(sent.map((res) => res.statusCode)).toEqual(Array(sent.length).fill(204))
    expect(await rowsFrom(referrer)).toEqual([])
  })

  it('counts a well-formed beacon whatever content type it claims, or none', async () => {
    const referrer = aReferrer()
    await beacon({ screen: '/', referrer }, { contentType: 'application/x-www-form-urlencoded' })
    await beacon({ screen: '/plans', referrer }, { contentType: '' })
    await beacon({ screen: '/event', referrer }, { contentType: 'this is / not a content type;;' })
    expect((await rowsFrom(referrer)).map((r) => r.screen)).toEqual(['/', '/plans', '/event'])
  })

  it('answers a megabyte body with 204 and keeps nothing of it, and counts the next beacon', async () => {
    const referrer = aReferrer()
    const big = await beacon(JSON.stringify({ screen: '/', referrer, padding: 'x'.repeat(1024 * 1024) }))
    expect(big.statusCode).toBe(204)
    expect((await beacon({ screen: '/plans', referrer })).statusCode).toBe(204)
    expect((await rowsFrom(referrer)).map((r) => r.screen)).toEqual(['/plans'])
  })

  it('does not count bots, crawlers, scripts or a request without a User-Agent', async () => {
    const referrer = aReferrer()
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'SomeCrawler/1.0',
      'friendly-spider',
      '',
    ]
    for (const userAgent of bots) expect((await beacon({ screen: '/', referrer }, { userAgent })).statusCode).toBe(204)
    expect(await rowsFrom(referrer)).toEqual([])
    expect((await beacon({ screen: '/', referrer }, { userAgent: iphone })).statusCode).toBe(204)
    expect(await rowsFrom(referrer)).toHaveLength(1)
  })

  it('tells devices and browser families apart by the User-Agent alone', async () => {
    const referrer = aReferrer()
    const agents = {
      phoneSamsung: 'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      tabletSafari: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      tabletChrome: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      desktopEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      desktopOpera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/105.0.0.0',
      desktopFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      desktopSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      phoneChromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      phoneFirefoxIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
      phoneEdgeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 EdgA/120.0.0.0',
      phoneOther: 'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; GT-I9100 Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Mobile Safari/534.30 UCBrowser/9.0',
    }
    for (const userAgent of Object.values(agents)) await beacon({ screen: '/', referrer }, { userAgent })
    expect((await rowsFrom(referrer)).map((r) => `${r.device} ${r.browser}`)).toEqual([
      'phone Samsung Internet',
      'tablet Safari',
      'tablet Chrome',
      'desktop Edge',
      'desktop Opera',
      'desktop Firefox',
      'desktop Safari',
      'phone Chrome',
      'phone Firefox',
      'phone Edge',
      'phone Other',
    ])
  })

  it('counts a browser as one visitor within a day and as another the next day, when the salt has changed', async () => {
    // The counter that runs in the view counter's thread, here in the test's own, whose clock the test can move.
    const counter = createViewCounter({ db: t.db, site: 'localhost', log: { warn: vi.fn(), error: vi.fn() } })
    const referrer = aReferrer()
    const address = anAddress()
    const view = (screen: string, from = address) => counter.add([JSON.stringify({ screen, referrer }), from, chrome])
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2099-03-01T08:00:00Z'))
    view('/')
    vi.setSystemTime(new Date('2099-03-01T21:00:00Z'))
    view('/plans')
    view('/event', anAddress())
    vi.setSystemTime(new Date('2099-03-02T08:00:00Z'))
    view('/')
    await counter.close()
    // Each day's first views wait for that day's salt, so the two days' rows may be written in either order.
    const rows = (await rowsFrom(referrer)).map((r) => ({ at: `${r.day} ${r.screen}`, visitor: String(r.visitor) })).sort((a, b) => a.at.localeCompare(b.at))
    expect(rows.map((r) => r.at)).toEqual(['2099-03-01 /', '2099-03-01 /event', '2099-03-01 /plans', '2099-03-02 /'])
    const [morning, elsewhere, evening, nextDay] = rows.map((r) => r.visitor)
    expect(evening).toBe(morning)
    expect(elsewhere).not.toBe(morning)
    expect(nextDay).not.toBe(morning)
    const salts = await t.db.selectFrom('analytics_salts').select(['day', 'salt']).where('day', 'in', ['2099-03-01', '2099-03-02']).orderBy('day').execute()
    expect(salts.map((s) => s.salt.length)).toEqual([32, 32])
    expect(salts[0]!.salt.equals(salts[1]!.salt)).toBe(false)
  })

  it('takes 120 beacons a minute from one address and refuses the next with 429, on a counter of its own', async () => {
    const referrer = aReferrer()
    const address = anAddress()
    const statuses = []
    for (let i = 0; i <= VIEWS_PER_MINUTE; i++) statuses.push((await beacon({ screen: '/', referrer }, { address })).statusCode)
    expect(statuses).toEqual([...Array(VIEWS_PER_MINUTE).fill(204), 429])
    const refused = await beacon({ screen: '/', referrer }, { address })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await rowsFrom(referrer)).toHaveLength(VIEWS_PER_MINUTE)
    // The address's own requests are not refused for the views it sent.
    expect((await t.client({ remoteAddress: address }).get('/api/menu')).statusCode).toBe(200)
    // A minute after its first beacon, the address may send again.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await beacon({ screen: '/plans', referrer }, { address })).statusCode).toBe(204)
    expect(await rowsFrom(referrer)).toHaveLength(VIEWS_PER_MINUTE + 1)
  })

  it('answers 10,000 beacons at once from one address with 204 or 429 only, and keeps no more than the limit', async () => {
    const referrer = aReferrer()
    const address = anAddress()
    const answers = await Promise.all(Array.from({ length: 10_000 }, () => beacon({ screen: '/', referrer }, { address })))
    const statuses = new Set(answers.map((res) => res.statusCode))
    expect([...statuses].filter((status) => status !== 204 && status !== 429)).toEqual([])
    const accepted = answers.filter((res) => res.statusCode === 204).length
    expect(accepted).toBeLessThanOrEqual(VIEWS_PER_MINUTE)
    expect(await rowsFrom(referrer)).toHaveLength(accepted)
  })
})

describe('the HTTP server', () => {
  it('leaves every other request to the app: another method or path gets the app’s headers and answers', async () => {
    const { port } = t.app.server.address() as AddressInfo
    const get = await fetch(`http://127.0.0.1:${port}/api/analytics/view`)
    expect(get.status).toBe(404)
    expect(await get.json()).toMatchObject({ code: 'not_found' })
    expect(get.headers.get('x-request-id')).toBeTruthy()
    const near = await fetch(`http://127.0.0.1:${port}/api/analytics/views`, { method: 'POST', body: '{"screen":"/"}' })
    expect(near.status).toBe(404)
    const ping = await fetch(`http://127.0.0.1:${port}/api/ping`)
    expect(ping.status).toBe(200)
    expect(ping.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('with ANALYTICS=false', () => {
  it('answers beacons with 204 and stores nothing', async () => {
    const off = await listening(await createTestApp({ env: { ANALYTICS: 'false', TRUST_PROXY: 'loopback' } }))
    try {
      const referrer = aReferrer()
      expect((await beacon({ screen: '/', referrer }, { app: off })).statusCode).toBe(204)
      expect(await rowsFrom(referrer, off)).toEqual([])
    } finally {
      await off.close()
    }
  })
})
