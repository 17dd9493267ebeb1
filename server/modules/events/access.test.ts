import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createEvents, eventSeed } from '../../seed/factories/events.ts'
import { createPlan, createSubscription } from '../../seed/factories/plans.ts'
import { createSubject } from '../../seed/factories/reference.ts'

const upgrade = { code: 'upgrade_required', title: 'Upgrade Required!', message: 'To access this feature, please purchase or upgrade to a suitable plan.' }
const DAY = 86_400_000

let t: Awaited<ReturnType<typeof createTestApp>>
let subject: string
const people = {} as Record<'visitor' | 'free' | 'otherPlan' | 'paid' | 'admin', ApiClient>

beforeAll(async () => {
  t = await createTestApp()
  subject = (await createSubject(t.db)).slug
  await createEvents(
    t.db,
    Array.from({ length: 22 }, (_, i) => eventSeed({ title: 'Gated Cardiology Summit', subject, startsAt: new Date(Date.now() + (i + 1) * DAY), endsAt: new Date(Date.now() + (i + 1.5) * DAY) })),
  )
  people.visitor = t.guest
  people.free = (await t.signIn()).api
  const otherPlan = await t.signIn()
  await createSubscription(t.db, { userId: otherPlan.id, planId: (await createPlan(t.db, { features: ['journal-finder', 'vacancies'] })).id })
  people.otherPlan = otherPlan.api
  people.paid = t.client({ token: await createSession(t.db, (await createPaidMember(t.db, { features: ['events'] })).id) })
  people.admin = (await t.signIn({ role: 'admin' })).api
})
afterAll(() => t.close())

describe('who may use the event list', () => {
  it.each(['visitor', 'free', 'otherPlan'] as const)('gives a %s the first page with any filters', async (who) => {
    const res = await people[who].get(`/api/events?subject=${subject}&country=canada&state=ontario&type=conference&mode=in-person`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ hasMore: true })
    expect(res.json().data.events).toHaveLength(20)
  })

  it.each(['visitor', 'free', 'otherPlan'] as const)('refuses a %s a second page or search text with the upgrade prompt', async (who) => {
    for (const query of [`subject=${subject}&page=2`, 'search=summit', 'search=!!!', 'page=2&search=x']) {
      const res = await people[who].get(`/api/events?${query}`)
      expect(res.statusCode, query).toBe(403)
      expect(res.json()).toEqual(upgrade)
    }
  })

  it.each(['paid', 'admin'] as const)('gives a %s every page and search', async (who) => {
    const second = await people[who].get(`/api/events?subject=${subject}&page=2`)
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toMatchObject({ hasMore: false })
    expect(second.json().data.events).toHaveLength(2)
    const searched = await people[who].get(`/api/events?subject=${subject}&search=gated summ`)
    expect(searched.statusCode).toBe(200)
    expect(searched.json().data.events).toHaveLength(20)
  })

  it('answers a stale token with 401 so the client clears it, even on the open first page', async () => {
    expect((await t.client({ token: 'not-a-real-session-token-at-all-0123456789abc' }).get('/api/events')).statusCode).toBe(401)
  })

  it('keeps the filter options, an event’s page and its calendar open to everyone', async () => {
    for (const url of ['/api/events/countries', '/api/events/countries/canada/states', '/api/events/subjects', '/api/events/types', '/api/events/modes', `/api/events/calendar.ics?subject=${subject}`]) {
      expect((await t.guest.get(url)).statusCode, url).toBe(200)
    }
  })

  it('gives the calendar feed no more than the list’s first page, and search text only with the feature', async () => {
    const feed = await t.guest.get(`/api/events/calendar.ics?subject=${subject}`)
    expect(feed.body.match(/^SUMMARY:Gated Cardiology Summit/gm)).toHaveLength(20)
    const searched = await t.guest.get(`/api/events/calendar.ics?subject=${subject}&search=summit`)
    expect(searched.statusCode).toBe(403)
    expect(searched.json()).toEqual(upgrade)
    expect((await people.paid.get(`/api/events/calendar.ics?subject=${subject}&search=summit`)).statusCode).toBe(200)
  })
})
