import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsMessages, analyticsReports } from '../../../../contract/analytics.ts'
import { expectAdminOnly } from '../../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../../tests/setup/api-app.ts'
import { unique } from '../../../seed/factories/unique.ts'
import { dayOutOfBounds } from './range.ts'

// Who may read the reports, what a bad query gets, and the CSV files. Its rows are dated September 2019, days no
// other test writes to (reports.test.ts keeps to other months).

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof t.signIn>>

const RANGE = 'from=2019-09-01&to=2019-09-02'

/** A staff role holding `held` and no more, and someone signed in with it. */
async function staffWith(held: readonly string[]) {
  const slug = unique('analyst')
  await t.db.insertInto('roles').values({ slug, name: `Role ${slug}`, permissions: held as never }).execute()
  return t.signIn({ role: slug })
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn({ role: 'admin' })
  await t.db
    .insertInto('analytics_searches')
    .values([
      { day: '2019-09-01', area: 'journals', words: 'heart failure', results: 12 },
      { day: '2019-09-01', area: 'journals', words: 'heart failure', results: 12 },
      { day: '2019-09-02', area: 'journals', words: '=cmd|calc', results: 0 },
    ])
    .execute()
  await t.db.insertInto('analytics_views').values({ day: '2019-09-01', visitor: 1, screen: '/journal-finder', referrer: 'scholar.example', device: 'phone', browser: 'Safari' }).execute()
})
afterAll(() => t.close())

describe('who may read the reports', () => {
  it('refuses visitors, members, experts and staff roles without analytics.read', async () => {
    await expectAdminOnly(
      t,
      analyticsReports.map((report) => ['GET', `/api/admin/analytics/${report}?${RANGE}`] as const),
      {},
      { permission: 'analytics.read' },
    )
    const manager = await staffWith(['users.read', 'users.manage', 'payments.read'])
    for (const format of ['json', 'csv']) expect((await manager.api.get(`/api/admin/analytics/revenue?${RANGE}&format=${format}`)).statusCode).toBe(403)
  })

  it('answers an admin and any role holding analytics.read', async () => {
    const analyst = await staffWith(['analytics.read'])
    for (const report of analyticsReports) {
      expect((await admin.api.get(`/api/admin/analytics/${report}?${RANGE}`)).statusCode, report).toBe(200)
      expect((await analyst.api.get(`/api/admin/analytics/${report}?${RANGE}`)).statusCode, report).toBe(200)
    }
  })
})

describe('a bad query', () => {
  const issuesOf = async (query: string, report = 'overview') => {
    const res = await admin.api.get(`/api/admin/analytics/${report}?${query}`)
    expect(res.statusCode, `${report}?${query}: ${res.body}`).toBe(400)
    return res.json().issues as { path: string; message: string }[]
  }

  it('names the field at fault', async () => {
    expect(await issuesOf('from=2019-09-03&to=2019-09-02')).toEqual([{ path: 'to', message: analyticsMessages.rangeOrder }])
    // 2019-01-01 to 2021-01-01 is 732 days, the most a report covers; a day more is too long.
    expect((await admin.api.get('/api/admin/analytics/overview?from=2019-01-01&to=2021-01-01')).statusCode).toBe(200)
    expect(await issuesOf('from=2019-01-01&to=2021-01-02')).toEqual([{ path: 'to', message: analyticsMessages.rangeLength }])
    expect(await issuesOf(`${RANGE}&format=xml`)).toEqual([expect.objectContaining({ path: 'format' })])
    expect(await issuesOf(RANGE, 'visits')).toEqual([expect.objectContaining({ path: 'report' })])
  })

  it('refuses dates that are not days of the calendar, and never fails with a server error', async () => {
    for (const [query, field] of [
      ['to=2019-09-02', 'from'],
      ['from=2019-09-01', 'to'],
      ['from=yesterday&to=2019-09-02', 'from'],
      ['from=2019-13-01&to=2019-09-02', 'from'],
      ['from=2019-09-01&to=2019-9-2', 'to'],
      ['from=2019-09-01T00:00:00Z&to=2019-09-02', 'from'],
      ["from=2019-09-01'%3B%20DROP%20TABLE%20users%3B--&to=2019-09-02", 'from'],
      ['from=2019-09-01&from=2019-09-02&to=2019-09-02', 'from'],
    ] as const) {
      expect((await issuesOf(query)).map((issue) => issue.path), query).toContain(field)
    }
    // Shaped as a date, but no such day, or one outside the calendar the reports keep to.
    expect(await issuesOf('from=2019-02-29&to=2019-03-02')).toEqual([{ path: 'from', message: 'Enter a date as YYYY-MM-DD' }])
    expect(await issuesOf('from=2019-09-01&to=2019-09-31')).toEqual([{ path: 'to', message: 'Enter a date as YYYY-MM-DD' }])
    expect(await issuesOf('from=0000-01-01&to=0000-01-02')).toEqual([
      { path: 'from', message: dayOutOfBounds },
      { path: 'to', message: dayOutOfBounds },
    ])
    // The calendar's ends themselves are fine, the period before the first included.
    for (const report of analyticsReports) {
      expect((await admin.api.get(`/api/admin/analytics/${report}?from=2000-01-01&to=2000-01-02`)).statusCode, report).toBe(200)
      expect((await admin.api.get(`/api/admin/analytics/${report}?from=2999-12-30&to=2999-12-31`)).statusCode, report).toBe(200)
    }
  })
})

describe('the CSV file', () => {
  it('holds the report in one table, a section per list, every cell safe to open in a spreadsheet', async () => {
    const res = await admin.api.get(`/api/admin/analytics/searches?${RANGE}&format=csv`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-searches-2019-09-01-2019-09-02.csv"')
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFsection,current,previous,area,words,searches,empty',
      'searches,3,0,,,,',
      'empty,1,0,,,,',
      'top,,,journals,heart failure,2,0',
      "top,,,journals,'=cmd|calc,1,1",
      "noResults,,,journals,'=cmd|calc,1,1",
      '',
    ])
  })

  it('is the list alone for a report of one list', async () => {
    const res = await admin.api.get(`/api/admin/analytics/referrers?${RANGE}&format=csv`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-referrers-2019-09-01-2019-09-02.csv"')
    expect(res.body).toBe('\uFEFFname,views,visitors,previousViews\r\nscholar.example,1,1,0\r\n')
  })

  it('names every column of the report even when its lists are empty', async () => {
    const res = await admin.api.get('/api/admin/analytics/funnel?from=2019-10-01&to=2019-10-01&format=csv')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFsection,step,count,previous,rate,date,value',
      'steps,visitors,0,0,,,',
      'steps,signUps,0,0,,,',
      'steps,verified,0,0,,,',
      'steps,purchased,0,0,,,',
      'signUps,,,,,2019-10-01,0',
      'verifiedSignUps,,,,,2019-10-01,0',
      '',
    ])
  })

  it('is recorded, and each staff member may take ten an hour', async () => {
    const analyst = await staffWith(['analytics.read'])
    for (let i = 0; i < 10; i++) expect((await analyst.api.get(`/api/admin/analytics/chat?${RANGE}&format=csv`)).statusCode).toBe(200)
    const eleventh = await analyst.api.get(`/api/admin/analytics/chat?${RANGE}&format=csv`)
    expect(eleventh.statusCode).toBe(429)
    // The report on screen is not an export; nor is another staff member's file counted against this one.
    expect((await analyst.api.get(`/api/admin/analytics/chat?${RANGE}`)).statusCode).toBe(200)
    expect((await (await staffWith(['analytics.read'])).api.get(`/api/admin/analytics/chat?${RANGE}&format=csv`)).statusCode).toBe(200)
    const entries = await t.db.selectFrom('audit_log').select(['area', 'action', 'after']).where('actor_id', '=', analyst.id).where('action', '=', 'export').execute()
    expect(entries).toHaveLength(10)
    expect(entries[0]).toEqual({ area: 'analytics', action: 'export', after: { report: 'chat', from: '2019-09-01', to: '2019-09-02' } })
  })
})
