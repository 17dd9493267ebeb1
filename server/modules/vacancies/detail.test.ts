import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VacancyOptionsResponse, VacancyResponse } from '../../../contract/vacancies.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createVacancy } from '../../seed/factories/vacancies.ts'

const DAY = 86_400_000

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const detail = (slug: string) => t.guest.get(`/api/vacancies/${slug}`)

describe('GET /api/vacancies/{slug}', () => {
  it('answers a listed vacancy as its card, to a visitor with no plan', async () => {
    const made = await createVacancy(t.db, { title: 'Consultant Cardiologist', subjects: ['cardiology', 'neurology'], reference: 'TGH-77' })
    const res = await detail(made.slug)
    expect(res.statusCode, res.body).toBe(200)
    const { data } = v.parse(VacancyResponse, res.json())
    expect(data).toMatchObject({
      slug: made.slug,
      title: 'Consultant Cardiologist',
      employer: 'Toronto General Hospital',
      description: 'A one-year clinical fellowship in interventional cardiology.',
      subject: { slug: 'cardiology', title: 'Cardiology' },
      subjects: [
        { slug: 'cardiology', title: 'Cardiology' },
        { slug: 'neurology', title: 'Neurology' },
      ],
      qualification: { slug: 'md-ms', title: "Master's (MD/MS)" },
      country: { slug: 'canada', title: 'Canada' },
      state: { slug: 'ontario', title: 'Ontario' },
      city: 'Toronto',
      contract: 'fellowship',
      salary: { min: 8_500_000, max: 9_500_000, currency: 'CAD', period: 'year' },
      closesAt: made.closesAt.toISOString(),
      postedAt: made.postedAt.toISOString(),
      reference: 'TGH-77',
      link: made.link,
      status: 'open',
    })
  })

  it('answers a closed vacancy, and one past its closing moment, as closed so its page can say so', async () => {
    const closed = await createVacancy(t.db, { status: 'closed' })
    const past = await createVacancy(t.db, { closesAt: new Date(Date.now() - 60_000), postedAt: new Date(Date.now() - 30 * DAY) })
    for (const { slug } of [closed, past]) {
      const res = await detail(slug)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({ slug, status: 'closed' })
    }
  })

  it('is 404 for a draft or a slug that names no vacancy', async () => {
    const draft = await createVacancy(t.db, { status: 'draft' })
    for (const slug of [draft.slug, 'no-such-post-00000000']) {
      const res = await detail(slug)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Vacancy not found' })
    }
  })

  it.each(['Consultant-ABCDEFGH', 'a--b-12345678', 'short', 'x'.repeat(200) + '-12345678', '%3Cscript%3E', "x'%20OR%201=1--", '%00-12345678', '..%2F..%2Fetc-12345678'])(
    'refuses the malformed slug %j as a client error, never a failure',
    async (slug) => {
      const res = await detail(slug)
      // 414 for a parameter longer than the router reads.
      expect([400, 404, 414]).toContain(res.statusCode)
    },
  )

  it('leaves the option lists at their fixed paths', async () => {
    for (const path of ['countries', 'subjects', 'qualifications']) {
      const res = await detail(path)
      expect(res.statusCode, path).toBe(200)
      expect(v.is(VacancyOptionsResponse, res.json()), path).toBe(true)
    }
  })
})
