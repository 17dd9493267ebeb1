import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_TOP, analyticsResponse, type AnalyticsReport, type AnalyticsReportData, type Device, type SearchArea } from '../../../../contract/analytics.ts'
import { createTestApp } from '../../../../tests/setup/api-app.ts'
import { createUser } from '../../../seed/factories/accounts.ts'
import { createComment, createPost } from '../../../seed/factories/community.ts'
import { createPaymentOrder, createPlan } from '../../../seed/factories/plans.ts'

// Every figure of every report against records made here with known values. They are dated in 2019, days no other
// test writes to, so the shared database's other rows never reach these ranges; the ranges below do not overlap.
// Range A is 2019-03-01 to 2019-03-03 (its period before 2019-02-26 to 2019-02-28): the 1st and the 27th are rolled
// up, the 2nd and the 28th are not (the job has not reached them), the 3rd and the 26th had nothing.

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof t.signIn>>

const RANGE_A = 'from=2019-03-01&to=2019-03-03'

async function report<R extends AnalyticsReport>(name: R, query: string) {
  const res = await admin.api.get(`/api/admin/analytics/${name}?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(analyticsResponse(name), res.json()).data as AnalyticsReportData<R>
}

const at = (iso: string) => new Date(iso)

interface View {
  day: string
  visitor: number
  screen: string
  referrer?: string
  device?: Device
  browser?: string
}
const addViews = (views: View[]) =>
  t.db
    .insertInto('analytics_views')
    .values(views.map((view) => ({ device: 'desktop', browser: 'Chrome', referrer: null, ...view })))
    .execute()

type RollupRow = readonly ['all' | 'screen' | 'referrer' | 'device' | 'browser', string, number, number]
const addRollup = (day: string, rows: readonly RollupRow[]) =>
  t.db
    .insertInto('analytics_daily')
    .values(rows.map(([dimension, value, views, visitors]) => ({ day, dimension, value, views, visitors })))
    .execute()

const markRolled = (...days: string[]) => t.db.insertInto('analytics_rolled_days').values(days.map((day) => ({ day }))).execute()

const addSearches = (day: string, searches: readonly (readonly [SearchArea, string, number])[]) =>
  t.db
    .insertInto('analytics_searches')
    .values(searches.map(([area, words, results]) => ({ day, area, words, results })))
    .execute()

const addSearchRollup = (day: string, rows: readonly (readonly [SearchArea, string, number, number])[]) =>
  t.db
    .insertInto('analytics_search_daily')
    .values(rows.map(([area, words, searches, empty]) => ({ day, area, words, searches, empty })))
    .execute()

/** An account made at a known moment, verified or not, deleted or not. */
async function memberAt(iso: string, { verified = true, deleted = false } = {}) {
  const user = await createUser(t.db, { verified })
  await sql`UPDATE users SET created_at = ${at(iso)}, deleted_at = ${deleted ? at(iso) : null} WHERE id = ${user.id}`.execute(t.db)
  return user
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn({ role: 'admin' })
  await markRolled('2019-03-01', '2019-02-27')

  // Rolled up: what the job wrote is what counts; the raw views still kept for that day must not count again.
  await addRollup('2019-03-01', [
    ['all', '', 10, 4],
    ['screen', '/journal-finder', 6, 3],
    ['screen', '/vacancy', 4, 2],
    ['referrer', '', 7, 3],
    ['referrer', 'google.com', 3, 1],
    ['device', 'phone', 6, 3],
    ['device', 'desktop', 4, 2],
    ['browser', 'Chrome', 8, 3],
    ['browser', 'Firefox', 2, 1],
  ])
  await addViews([{ day: '2019-03-01', visitor: 99, screen: '/journal-finder' }])
  // Not rolled up: its raw views count; a rollup row the job may have begun for it must not.
  await addViews([
    { day: '2019-03-02', visitor: 1, screen: '/journal-finder', referrer: 'google.com', device: 'phone', browser: 'Chrome' },
    { day: '2019-03-02', visitor: 1, screen: '/journal-finder', referrer: 'google.com', device: 'phone', browser: 'Chrome' },
    { day: '2019-03-02', visitor: 2, screen: '/vacancy', device: 'desktop', browser: 'Firefox' },
    { day: '2019-03-02', visitor: 2, screen: '/journal-finder', device: 'desktop', browser: 'Firefox' },
  ])
  await addRollup('2019-03-02', [['all', '', 500, 500]])
  // The period before: one rolled-up day and one raw one.
  await addRollup('2019-02-27', [
    ['all', '', 5, 5],
    ['screen', '/journal-finder', 5, 5],
    ['referrer', '', 5, 5],
    ['device', 'desktop', 5, 5],
    ['browser', 'Chrome', 5, 5],
  ])
  await addViews([{ day: '2019-02-28', visitor: 7, screen: '/vacancy' }])

  // Searches, the same way: rollups for rolled-up days, raw searches for the others (results 0 found nothing).
  await addSearchRollup('2019-03-01', [
    ['journals', 'cardiology', 5, 0],
    ['journals', 'oncology', 3, 1],
    ['vacancies', 'nurse', 2, 2],
    ['journals', '=cmd', 1, 1],
  ])
  await addSearches('2019-03-01', [['journals', 'cardiology', 4]])
  await addSearches('2019-03-02', [
    ['journals', 'cardiology', 10],
    ['journals', 'cardiology', 12],
    ['journals', 'oncology', 0],
    ['events', 'conference', 0],
  ])
  await addSearchRollup('2019-02-27', [['journals', 'cardiology', 7, 0]])
  await addSearches('2019-02-28', [['experts', 'genetics', 0]])
})
afterAll(() => t.close())

describe('screen views', () => {
  it('reads rolled-up days from the rollups and the other days from the raw views', async () => {
    const screens = await report('screens', RANGE_A)
    expect(screens).toMatchObject({ from: '2019-03-01', to: '2019-03-03', previousFrom: '2019-02-26', previousTo: '2019-02-28' })
    // 10 views by 4 visitors rolled up, 4 by 2 raw; before: 5 by 5 rolled up, 1 by 1 raw. A visitor counts once a day.
    expect(screens.views).toEqual({ current: 14, previous: 6 })
    expect(screens.visitors).toEqual({ current: 6, previous: 6 })
    expect(screens.viewsPerVisit.current).toBeCloseTo(14 / 6)
    expect(screens.viewsPerVisit.previous).toBe(1)
    expect(screens.screens).toEqual([
      { name: '/journal-finder', views: 9, visitors: 5, previousViews: 5 },
      { name: '/vacancy', views: 5, visitors: 3, previousViews: 1 },
    ])
  })

  it('counts each day of the overview, every day present', async () => {
    const overview = await report('overview', RANGE_A)
    expect(overview.visitors).toEqual({ current: 6, previous: 6 })
    expect(overview.views).toEqual({ current: 14, previous: 6 })
    expect(overview.daily).toEqual([
      { date: '2019-03-01', visitors: 4, views: 10 },
      { date: '2019-03-02', visitors: 2, views: 4 },
      { date: '2019-03-03', visitors: 0, views: 0 },
    ])
  })

  it('lists referrers, a visit from no other site as the referrer ""', async () => {
    const { referrers } = await report('referrers', RANGE_A)
    expect(referrers).toEqual([
      { name: '', views: 9, visitors: 4, previousViews: 6 },
      { name: 'google.com', views: 5, visitors: 2, previousViews: 0 },
    ])
  })

  it('lists devices and browsers', async () => {
    const { devices, browsers } = await report('devices', RANGE_A)
    expect(devices).toEqual([
      { name: 'phone', views: 8, visitors: 4, previousViews: 0 },
      { name: 'desktop', views: 6, visitors: 3, previousViews: 6 },
    ])
    expect(browsers).toEqual([
      { name: 'Chrome', views: 10, visitors: 4, previousViews: 6 },
      { name: 'Firefox', views: 4, visitors: 2, previousViews: 0 },
    ])
  })

  it('keeps the first ANALYTICS_TOP of a list, most viewed first and then by name', async () => {
    const day = '2019-04-10'
    await markRolled(day)
    const hosts = Array.from({ length: ANALYTICS_TOP + 5 }, (_, i) => `site${String(i).padStart(2, '0')}.example`)
    // Views 1, 1, 2, 2, 3, 3 ...: pairs of hosts tie, and the name decides.
    await addRollup(day, hosts.map((host, i) => ['referrer', host, 1 + Math.floor(i / 2), 1] as const))
    const { referrers } = await report('referrers', `from=${day}&to=${day}`)
    const expected = hosts
      .map((name, i) => ({ name, views: 1 + Math.floor(i / 2) }))
      .sort((a, b) => b.views - a.views || (a.name < b.name ? -1 : 1))
      .slice(0, ANALYTICS_TOP)
    expect(referrers.map(({ name, views }) => ({ name, views }))).toEqual(expected)
  })
})

describe('searches', () => {
  it('counts searches and the most searched words per area, and the words that found nothing', async () => {
    const searches = await report('searches', RANGE_A)
    // Rolled up: 11 searches, 4 empty; raw: 4 searches, 2 empty. Before: 7 rolled up, and 1 raw that found nothing.
    expect(searches.searches).toEqual({ current: 15, previous: 8 })
    expect(searches.empty).toEqual({ current: 6, previous: 1 })
    expect(searches.top).toEqual([
      { area: 'journals', words: 'cardiology', searches: 7, empty: 0 },
      { area: 'journals', words: 'oncology', searches: 4, empty: 2 },
      { area: 'journals', words: '=cmd', searches: 1, empty: 1 },
      { area: 'vacancies', words: 'nurse', searches: 2, empty: 2 },
      { area: 'events', words: 'conference', searches: 1, empty: 1 },
    ])
    expect(searches.noResults).toEqual([
      { area: 'vacancies', words: 'nurse', searches: 2, empty: 2 },
      { area: 'journals', words: 'oncology', searches: 4, empty: 2 },
      { area: 'journals', words: '=cmd', searches: 1, empty: 1 },
      { area: 'events', words: 'conference', searches: 1, empty: 1 },
    ])
  })

  it('keeps the day totals right however the rollup job writes a day again', async () => {
    const day = '2019-04-20'
    await markRolled(day)
    await addSearchRollup(day, [
      ['journals', 'sepsis', 4, 1],
      ['journals', 'asthma', 2, 0],
      ['events', 'summit', 3, 3],
    ])
    // A second run of the day: an upsert of one word, and a word taken out.
    await sql`INSERT INTO analytics_search_daily (day, area, words, searches, empty) VALUES (${day}, 'journals', 'sepsis', 6, 2), (${day}, 'journals', 'stroke', 1, 1)
              ON CONFLICT (day, area, words) DO UPDATE SET searches = excluded.searches, empty = excluded.empty`.execute(t.db)
    await t.db.deleteFrom('analytics_search_daily').where('day', '=', day).where('words', '=', 'summit').execute()
    const searches = await report('searches', `from=${day}&to=${day}`)
    expect(searches.searches).toEqual({ current: 6 + 2 + 1, previous: 0 })
    expect(searches.empty).toEqual({ current: 2 + 0 + 1, previous: 0 })
  })

  it('finds the most searched words of a long tail exactly, as adding up every word would', async () => {
    // Ten days of July 2019, eight rolled up and two raw: a steep tail (a few words searched 30 times a day or more),
    // a flat one (every word a few times a day), words searched 40 times on one day only beside words searched 3
    // times every day, and the other way round: the lists are what adding up every word gives, cut at ANALYTICS_TOP.
    const days = Array.from({ length: 10 }, (_, i) => `2019-07-${String(i + 1).padStart(2, '0')}`)
    const rolledDays = days.slice(0, 8)
    await markRolled(...rolledDays)
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const counts: { day: string; area: SearchArea; words: string; searches: number; empty: number }[] = []
    for (const day of days) {
      const spike = days.indexOf(day)
      for (let i = 0; i < 300; i++) {
        const steep = Math.floor((120 / (i + 1) ** 0.9) * (0.5 + random()))
        counts.push({ day, area: 'journals', words: `topic ${i}`, searches: steep, empty: i % 3 ? 0 : Math.floor(steep / 2) })
        if (i < 200) counts.push({ day, area: 'vacancies', words: `topic ${i}`, searches: 2 + Math.floor(random() * 4), empty: random() < 0.1 ? 1 : 0 })
        if (i < 100) counts.push({ day, area: 'experts', words: `steady ${i}`, searches: 3, empty: 0 })
        if (i < 60 && i % 10 === spike) counts.push({ day, area: 'experts', words: `spike ${i}`, searches: 40, empty: i % 20 ? 0 : 40 })
        if (i < 60 && i % 10 === spike) counts.push({ day, area: 'events', words: `burst ${i}`, searches: 10, empty: 0 })
        if (i < 60) counts.push({ day, area: 'events', words: `daily ${i}`, searches: 5, empty: 0 })
        if (i < 60 && i % 10 === spike) counts.push({ day, area: 'community', words: `peak ${i}`, searches: 80, empty: 0 })
        if (i < 5) counts.push({ day, area: 'community', words: `steady ${i}`, searches: spike === 0 ? 30 : 7, empty: 0 })
      }
    }
    const kept = counts.filter((c) => c.searches > 0)
    for (let i = 0; i < kept.length; i += 1000) {
      const chunk = kept.slice(i, i + 1000)
      const rolledUp = chunk.filter((c) => rolledDays.includes(c.day))
      if (rolledUp.length) await t.db.insertInto('analytics_search_daily').values(rolledUp).execute()
      const raw = chunk.filter((c) => !rolledDays.includes(c.day)).flatMap((c) => Array.from({ length: c.searches }, (_, n) => ({ day: c.day, area: c.area, words: c.words, results: n < c.empty ? 0 : 3 })))
      if (raw.length) await t.db.insertInto('analytics_searches').values(raw).execute()
    }
    const totals = new Map<string, { area: SearchArea; words: string; searches: number; empty: number }>()
    for (const c of kept) {
      const key = `${c.area}|${c.words}`
      const total = totals.get(key) ?? { area: c.area, words: c.words, searches: 0, empty: 0 }
      totals.set(key, { ...total, searches: total.searches + c.searches, empty: total.empty + c.empty })
    }
    const order = (measure: 'searches' | 'empty') => (a: { area: string; words: string; searches: number; empty: number }, b: typeof a) =>
      b[measure] - a[measure] || (a.words < b.words ? -1 : a.words > b.words ? 1 : 0) || (a.area < b.area ? -1 : 1)
    const all = [...totals.values()]
    const expectedTop = (['journals', 'vacancies', 'events', 'experts', 'community'] as const).flatMap((area) => all.filter((w) => w.area === area).sort(order('searches')).slice(0, ANALYTICS_TOP))
    const expectedEmpty = all.filter((w) => w.empty > 0).sort(order('empty')).slice(0, ANALYTICS_TOP)

    const searches = await report('searches', `from=${days[0]}&to=${days.at(-1)}`)
    expect(searches.top).toEqual(expectedTop)
    expect(searches.noResults).toEqual(expectedEmpty)
    expect(searches.searches.current).toBe(kept.reduce((sum, c) => sum + c.searches, 0))
    expect(searches.empty.current).toBe(kept.reduce((sum, c) => sum + c.empty, 0))
  })
})

describe('members, purchases and revenue', () => {
  let plus: Awaited<ReturnType<typeof createPlan>>
  let pro: Awaited<ReturnType<typeof createPlan>>

  beforeAll(async () => {
    plus = await createPlan(t.db, { title: 'Analytics Plus', price: 149_900, currency: 'INR' })
    pro = await createPlan(t.db, { title: 'Analytics Pro', price: 2_500, currency: 'USD' })
    // Range A: four sign-ups (one never verified), one bought within the range, one only after it; a deleted account.
    await memberAt('2019-03-01T10:00:00Z')
    await memberAt('2019-03-01T12:00:00Z', { verified: false })
    const buyer = await memberAt('2019-03-02T09:00:00Z')
    const lateBuyer = await memberAt('2019-03-02T11:00:00Z')
    await memberAt('2019-03-03T08:00:00Z', { deleted: true })
    await createPaymentOrder(t.db, { userId: buyer.id, planId: plus.id, status: 'captured', amountMinor: 149_900, currency: 'INR', at: at('2019-03-03T08:00:00Z') })
    await createPaymentOrder(t.db, { userId: buyer.id, planId: plus.id, status: 'failed', at: at('2019-03-02T10:00:00Z') })
    await createPaymentOrder(t.db, { userId: lateBuyer.id, planId: plus.id, status: 'captured', at: at('2019-03-04T01:00:00Z') })
    // The period before: two sign-ups, both verified; one bought then, the other only in range A.
    const earlier = await memberAt('2019-02-27T10:00:00Z')
    const slower = await memberAt('2019-02-28T10:00:00Z')
    const before = await createPaymentOrder(t.db, { userId: earlier.id, planId: plus.id, status: 'captured', amountMinor: 149_900, currency: 'INR', at: at('2019-02-28T09:00:00Z') })
    const during = await createPaymentOrder(t.db, { userId: slower.id, planId: pro.id, status: 'captured', amountMinor: 2_500, currency: 'USD', at: at('2019-03-02T12:00:00Z') })
    // Refunds: the range's USD payment in the range, the INR one of the period before in that period.
    await t.db.updateTable('payment_orders').set({ refunded_at: at('2019-03-02T20:00:00Z') }).where('id', '=', during.id).execute()
    await t.db.updateTable('payment_orders').set({ refunded_at: at('2019-02-28T20:00:00Z') }).where('id', '=', before.id).execute()
    // Paid plans ending: one in the range, one before it; a courtesy plan (no payment) ending in the range is no paid plan.
    await t.db.updateTable('subscriptions').set({ start_date: at('2018-09-02T00:00:00Z'), end_date: at('2019-03-02T00:00:00Z') }).where('payment_order_id', '=', before.id).execute()
    await t.db.updateTable('subscriptions').set({ end_date: at('2019-02-27T05:00:00Z'), start_date: at('2018-08-27T05:00:00Z') }).where('user_id', '=', lateBuyer.id).execute()
    const courtesy = await createUser(t.db)
    await t.db.insertInto('subscriptions').values({ user_id: courtesy.id, plan_id: plus.id, status: 'expired', start_date: at('2019-02-01T00:00:00Z'), end_date: at('2019-03-02T00:00:00Z') }).execute()
  })

  it('follows the range’s visitors to sign-ups, verified addresses and purchases', async () => {
    const funnel = await report('funnel', RANGE_A)
    expect(funnel.steps).toEqual([
      { step: 'visitors', count: 6, previous: 6, rate: null },
      { step: 'signUps', count: 4, previous: 2, rate: 4 / 6 },
      { step: 'verified', count: 3, previous: 2, rate: 3 / 4 },
      { step: 'purchased', count: 1, previous: 1, rate: 1 / 3 },
    ])
    expect(funnel.signUps).toEqual([
      { date: '2019-03-01', value: 2 },
      { date: '2019-03-02', value: 2 },
      { date: '2019-03-03', value: 0 },
    ])
    expect(funnel.verifiedSignUps.map((d) => d.value)).toEqual([1, 2, 0])
  })

  it('answers no rate where the step before counted nobody', async () => {
    const funnel = await report('funnel', 'from=2019-06-01&to=2019-06-02')
    expect(funnel.steps.map((s) => [s.count, s.rate])).toEqual([[0, null], [0, null], [0, null], [0, null]])
  })

  it('sums the overview’s sign-ups, purchases and revenue per currency', async () => {
    const overview = await report('overview', RANGE_A)
    expect(overview.signUps).toEqual({ current: 4, previous: 2 })
    expect(overview.purchases).toEqual({ current: 2, previous: 1 })
    expect(overview.revenue).toEqual([
      { currency: 'INR', current: 149_900, previous: 149_900 },
      { currency: 'USD', current: 2_500, previous: 0 },
    ])
  })

  it('counts completed payments per plan and month, plans that ended, and refunds', async () => {
    const revenue = await report('revenue', RANGE_A)
    expect(revenue.purchases).toEqual({ current: 2, previous: 1 })
    expect(revenue.byPlan).toEqual([
      { planId: plus.id, plan: 'Analytics Plus', currency: 'INR', purchases: 1, amount: 149_900 },
      { planId: pro.id, plan: 'Analytics Pro', currency: 'USD', purchases: 1, amount: 2_500 },
    ])
    expect(revenue.byMonth).toEqual([
      { month: '2019-03', currency: 'INR', purchases: 1, amount: 149_900 },
      { month: '2019-03', currency: 'USD', purchases: 1, amount: 2_500 },
    ])
    expect(revenue.ended).toEqual({ current: 1, previous: 1 })
    expect(revenue.refunded).toEqual({ current: 1, previous: 1 })
    expect(revenue.refundedAmount).toEqual([
      { currency: 'INR', current: 0, previous: 149_900 },
      { currency: 'USD', current: 2_500, previous: 0 },
    ])
    // Six days across two months: February's payment has a month of its own.
    const longer = await report('revenue', 'from=2019-02-26&to=2019-03-03')
    expect(longer.byMonth.map(({ month, currency, purchases }) => [month, currency, purchases])).toEqual([
      ['2019-02', 'INR', 1],
      ['2019-03', 'INR', 1],
      ['2019-03', 'USD', 1],
    ])
  })
})

describe('community and chat', () => {
  beforeAll(async () => {
    const [m1, m2, m3, m4, m5] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db)))
    const post = await createPost(t.db, m1!.id, { createdAt: at('2019-03-01T09:00:00Z') })
    await createPost(t.db, m1!.id, { createdAt: at('2019-03-01T10:00:00Z') })
    await createPost(t.db, m2!.id, { createdAt: at('2019-03-03T10:00:00Z') })
    const older = await createPost(t.db, m3!.id, { createdAt: at('2019-02-27T10:00:00Z') })
    await createComment(t.db, post, m4!.id, { createdAt: at('2019-03-02T10:00:00Z') })
    await t.db
      .insertInto('community_likes')
      .values([
        { post_id: post, user_id: m5!.id, created_at: at('2019-03-02T11:00:00Z') },
        { post_id: older, user_id: m1!.id, created_at: at('2019-03-03T11:00:00Z') },
        { post_id: older, user_id: m3!.id, created_at: at('2019-02-28T11:00:00Z') },
      ])
      .execute()

    // Conversations: answered after 30, 60, 120 and 90 minutes and one not at all in range A; before it, one answered
    // after 10 minutes and one not at all.
    const expert = await createUser(t.db, { role: 'expert' })
    const conversation = async (started: string, answeredAfterMinutes: number | null) => {
      const member = await createUser(t.db)
      const created = at(started)
      const answered = answeredAfterMinutes === null ? null : new Date(created.getTime() + answeredAfterMinutes * 60_000)
      // The answer's time is the messages trigger's to set; here it is written as that trigger would.
      await sql`INSERT INTO conversations (member_id, expert_id, created_at, last_activity_at, expert_answered_at)
                VALUES (${member.id}, ${expert.id}, ${created}, ${created}, ${answered})`.execute(t.db)
    }
    await conversation('2019-03-01T10:00:00Z', 30)
    await conversation('2019-03-02T08:00:00Z', 60)
    await conversation('2019-03-02T12:00:00Z', 120)
    await conversation('2019-03-03T12:00:00Z', 90)
    await conversation('2019-03-03T13:00:00Z', null)
    await conversation('2019-02-27T12:00:00Z', 10)
    await conversation('2019-02-28T12:00:00Z', null)
  })

  it('counts posts, comments, likes and the members who did any of them', async () => {
    const community = await report('community', RANGE_A)
    expect(community.posts).toEqual({ current: 3, previous: 1 })
    expect(community.comments).toEqual({ current: 1, previous: 0 })
    expect(community.likes).toEqual({ current: 2, previous: 1 })
    // m1 posted and liked, m2 posted, m4 commented, m5 liked; before, m3 posted and liked.
    expect(community.activeMembers).toEqual({ current: 4, previous: 1 })
    expect(community.daily).toEqual([
      { date: '2019-03-01', posts: 2, comments: 0 },
      { date: '2019-03-02', posts: 0, comments: 1 },
      { date: '2019-03-03', posts: 1, comments: 0 },
    ])
  })

  it('counts conversations, those an expert answered, and the median minutes to that answer', async () => {
    const chat = await report('chat', RANGE_A)
    expect(chat.conversations).toEqual({ current: 5, previous: 2 })
    expect(chat.answered).toEqual({ current: 4, previous: 1 })
    // The middle of 30, 60, 90 and 120; before it, the one answer.
    expect(chat.medianFirstAnswerMinutes.current).toBeCloseTo(75)
    expect(chat.medianFirstAnswerMinutes.previous).toBeCloseTo(10)
    expect(chat.daily.map((d) => d.value)).toEqual([1, 2, 2])
  })
})

describe('a range where nothing happened', () => {
  it('answers zeros, empty lists, no median and every day of the range', async () => {
    const query = 'from=2019-06-10&to=2019-06-16'
    const days = ['2019-06-10', '2019-06-11', '2019-06-12', '2019-06-13', '2019-06-14', '2019-06-15', '2019-06-16']
    const none = { current: 0, previous: 0 }
    const overview = await report('overview', query)
    expect(overview).toMatchObject({ visitors: none, views: none, signUps: none, purchases: none, revenue: [], previousFrom: '2019-06-03', previousTo: '2019-06-09' })
    expect(overview.daily).toEqual(days.map((date) => ({ date, visitors: 0, views: 0 })))
    expect(await report('screens', query)).toMatchObject({ views: none, visitors: none, viewsPerVisit: none, screens: [] })
    expect(await report('searches', query)).toMatchObject({ searches: none, empty: none, top: [], noResults: [] })
    const chat = await report('chat', query)
    expect(chat.medianFirstAnswerMinutes).toEqual({ current: null, previous: null })
    expect(chat.daily).toEqual(days.map((date) => ({ date, value: 0 })))
    expect((await report('community', query)).daily).toHaveLength(7)
    expect(await report('revenue', query)).toMatchObject({ purchases: none, revenue: [], byPlan: [], byMonth: [], ended: none, refunded: none, refundedAmount: [] })
  })
})
