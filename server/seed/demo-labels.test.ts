import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostsResponse } from '../../contract/community.ts'
import { EventListResponse, EventResponse } from '../../contract/events.ts'
import { ExpertListResponse } from '../../contract/experts.ts'
import { VacancyListResponse, VacancyResponse } from '../../contract/vacancies.ts'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { loadConfig } from '../config.ts'
import { createCommunityMember, createPost } from './factories/community.ts'
import { createEvent } from './factories/events.ts'
import { createExpert } from './factories/experts.ts'
import { createSubject } from './factories/reference.ts'
import { searchable } from './factories/unique.ts'
import { createVacancy } from './factories/vacancies.ts'

// Demo data never claims what it is not: every public card of a record the demo seed made says it is demo data (the
// app shows a 'Demo' label), and a made-up expert is never shown as verified. Records of this file's own subjects
// and words, as other files share the database.

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function ok<T>(url: string, schema: v.GenericSchema<unknown, T>) {
  const res = await t.guest.get(url)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(schema, res.json())
}

describe('demo records on the public cards', () => {
  it('marks a demo vacancy in the list and on its page, and no other', async () => {
    const subject = await createSubject(t.db)
    const demo = await createVacancy(t.db, { subjects: [subject.slug] })
    const real = await createVacancy(t.db, { subjects: [subject.slug], closesAt: new Date(Date.now() + 40 * 86_400_000) })
    await t.db.updateTable('vacancies').set({ demo: true }).where('id', '=', demo.id).execute()
    const { vacancies } = (await ok(`/api/vacancies?subjects=${subject.slug}`, VacancyListResponse)).data
    expect(vacancies.map((x) => [x.slug, x.demo])).toEqual([
      [demo.slug, true],
      [real.slug, false],
    ])
    expect((await ok(`/api/vacancies/${demo.slug}`, VacancyResponse)).data.demo).toBe(true)
  })

  it('marks a demo event in the list and on its page, and no other', async () => {
    const subject = await createSubject(t.db)
    const demo = await createEvent(t.db, { subject: subject.slug })
    const real = await createEvent(t.db, { subject: subject.slug, startsAt: new Date(Date.now() + 90 * 86_400_000), endsAt: new Date(Date.now() + 91 * 86_400_000), deadlines: [] })
    await t.db.updateTable('events').set({ demo: true }).where('id', '=', demo.id).execute()
    const { events } = (await ok(`/api/events?subjects=${subject.slug}`, EventListResponse)).data
    expect(events.map((x) => [x.slug, x.demo])).toEqual([
      [demo.slug, true],
      [real.slug, false],
    ])
    expect((await ok(`/api/events/${demo.slug}`, EventResponse)).data.demo).toBe(true)
  })

  it('marks a demo post in the feed, and no member’s', async () => {
    const author = await createCommunityMember(t.db)
    const word = searchable('demopost')
    const demo = await createPost(t.db, author.id, { title: `${word} from the demo`, demo: true, createdAt: new Date(Date.now() - 60_000) })
    const real = await createPost(t.db, author.id, { title: `${word} from a member` })
    const { posts } = (await ok(`/api/community-posts?search=${word}`, PostsResponse)).data
    expect(posts.map((x) => [x.id, x.demo])).toEqual([
      [real, false],
      [demo, true],
    ])
  })

  it('marks a demo expert and never shows them as verified, even when staff ticked it; a real expert keeps the badge', async () => {
    const subject = await createSubject(t.db)
    const demo = await createExpert(t.db, { name: 'Dr. Made Up', subjectIds: [subject.id], verified: true, demo: true })
    const real = await createExpert(t.db, { name: 'Dr. Real Person', subjectIds: [subject.id], verified: true })
    const { experts } = (await ok(`/api/subject-experts?subject=${subject.slug}`, ExpertListResponse)).data
    expect(Object.fromEntries(experts.map((x) => [x.id, { verified: x.verified, demo: x.demo }]))).toEqual({
      [demo.id]: { verified: false, demo: true },
      [real.id]: { verified: true, demo: false },
    })
  })
})

it('loads no demo data in production unless asked', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false)
  expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true)
})
