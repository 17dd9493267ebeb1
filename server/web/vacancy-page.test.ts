import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebTestApp, earlyData } from '../../tests/setup/web-app.ts'
import { jsonLd } from '../../tests/support/json-ld.ts'
import { createVacancy } from '../seed/factories/vacancies.ts'

const origin = 'https://scholarhub.example'

let t: Awaited<ReturnType<typeof createWebTestApp>>
beforeAll(async () => {
  t = await createWebTestApp({ env: { PUBLIC_URL: `${origin}/` } })
})
afterAll(() => t.close())

describe('a vacancy page served on navigation', () => {
  it('carries the vacancy as the API answers it, its own head and its JobPosting', async () => {
    const vacancy = await createVacancy(t.db, {
      title: 'Consultant Cardiologist',
      contract: 'full-time',
      closesAt: new Date('2030-03-05T10:30:00Z'),
      postedAt: new Date('2030-01-10T04:00:00Z'),
      salary: { min: 120_000_000, max: 180_000_000, currency: 'INR', period: 'year' },
      reference: 'TGH-2030-1',
    })
    const res = await t.open(`/vacancy/${vacancy.slug}`)
    expect(res.statusCode).toBe(200)
    expect(earlyData(res.body)[`vacancies/${vacancy.slug}`]).toEqual((await t.guest.get(`/api/vacancies/${vacancy.slug}`)).json())

    const url = `${origin}/vacancy/${vacancy.slug}`
    expect(res.body).toContain('<title>Consultant Cardiologist at Toronto General Hospital · Scholar Hub</title>')
    expect(res.body).toContain(
      '<meta name="description" content="Toronto General Hospital, Toronto, Ontario, Canada. A one-year clinical fellowship in interventional cardiology.">',
    )
    expect(res.body).toContain(`<link rel="canonical" href="${url}">`)
    expect(res.body).not.toContain('The site.')
    expect(jsonLd(res.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Consultant Cardiologist',
        description: 'A one-year clinical fellowship in interventional cardiology.',
        datePosted: '2030-01-10T04:00:00+00:00',
        validThrough: '2030-03-05T10:30:00+00:00',
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: 'Toronto General Hospital' },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'Ontario', addressCountry: 'Canada' },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'INR',
          value: { '@type': 'QuantitativeValue', minValue: 1_200_000, maxValue: 1_800_000, unitText: 'YEAR' },
        },
        identifier: { '@type': 'PropertyValue', name: 'Toronto General Hospital', value: 'TGH-2030-1' },
        directApply: false,
        url,
      },
    ])
  })

  it('says a closed vacancy has closed, and gives no validThrough', async () => {
    const vacancy = await createVacancy(t.db, { status: 'closed', contract: 'locum', salary: null, reference: null, city: null })
    const res = await t.open(`/vacancy/${vacancy.slug}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/<meta name="description" content="This vacancy has closed\. Toronto General Hospital, Ontario, Canada\./)
    const [posting] = jsonLd(res.body)
    expect(posting).not.toHaveProperty('validThrough')
    expect(posting).not.toHaveProperty('baseSalary')
    expect(posting).not.toHaveProperty('identifier')
    expect(posting.employmentType).toBe('TEMPORARY')
    expect(posting.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressRegion: 'Ontario', addressCountry: 'Canada' })
  })

  it('keeps a closing script tag in the title and description inert, in every place it is written', async () => {
    const hostile = '</script><script>alert(1)</script> & "quotes"'
    const vacancy = await createVacancy(t.db, { title: hostile, description: hostile })
    const res = await t.open(`/vacancy/${vacancy.slug}`)
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; at Toronto General Hospital · Scholar Hub</title>')
    const [posting] = jsonLd(res.body)
    expect([posting.title, posting.description]).toEqual([hostile, hostile])
    expect(earlyData(res.body)[`vacancies/${vacancy.slug}`].data.title).toBe(hostile)
  })

  it('answers 404 with the shell for a draft, an unknown slug or one that could name nothing, so the app shows its not-found screen', async () => {
    const draft = await createVacancy(t.db, { status: 'draft' })
    for (const slug of [draft.slug, 'no-such-post-00000000', 'countries', 'Not-A-Slug', '..%2F..%2Fapi']) {
      const res = await t.open(`/vacancy/${slug}`)
      expect(res.statusCode, slug).toBe(404)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body, slug).toContain('<title>Scholar Hub</title>')
      expect(jsonLd(res.body)).toEqual([])
      expect(Object.keys(earlyData(res.body))).toEqual(['menu', 'contact-info'])
    }
  })

  it('leaves the list and other screens their 200 and the site head', async () => {
    for (const url of ['/vacancy', '/vacancy?country=canada', '/journal-finder']) {
      const res = await t.open(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Scholar Hub</title><meta name="description" content="The site.">')
      expect(res.body).not.toContain('app-head')
    }
  })
})
