import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  CarouselResponse,
  ContactInfoResponse,
  MenuResponse,
  PageResponse,
  SectionResponse,
  SectionServicesResponse,
  SubjectChipsResponse,
  sectionSlugs,
} from '../../../contract/content.ts'
import { ErrorBody } from '../../../contract/common.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createPage, createSection, createService } from '../../seed/factories/content.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('content API', () => {
  it('serves the menu in order with its slugs and titles', async () => {
    const res = await t.guest.get('/api/menu')
    expect(res.statusCode).toBe(200)
    const { data } = v.parse(MenuResponse, res.json())
    expect(data.map((m) => m.slug)).toEqual(
      expect.arrayContaining(['journal-finder', 'vacancies', 'events', 'connect-to-expert', 'templates', 'research-community', 'writing-services']),
    )
    expect(data[0]).toEqual({ slug: 'journal-finder', menuTitle: 'Journal Finder' })
  })

  it('serves a page by slug and stores its HTML sanitized', async () => {
    const page = await createPage(t.db, {
      content: '<h2 onclick="steal()">Scope</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p>Kept</p>',
    })
    const res = await t.guest.get(`/api/pages/${page.slug}`)
    expect(res.statusCode).toBe(200)
    const { data } = v.parse(PageResponse, res.json())
    expect(data.title).toBe(page.title)
    expect(data.content).toContain('<p>Kept</p>')
    expect(data.content).not.toMatch(/script|onclick|onerror|javascript:/i)
  })

  it('serves every section the product shows, with file paths', async () => {
    for (const slug of sectionSlugs) {
      const res = await t.guest.get(`/api/sections/${slug}`)
      expect(res.statusCode, slug).toBe(200)
      const { data } = v.parse(SectionResponse, res.json())
      expect(data.heading.length).toBeGreaterThan(0)
    }
    const video = v.parse(SectionResponse, (await t.guest.get('/api/sections/about-us-1')).json()).data
    expect(video.file?.mimeType).toBe('video/mp4')
    expect(video.poster?.mimeType).toBe('image/jpeg')
  })

  it('serves a section created later, points included', async () => {
    const section = await createSection(t.db, { point1_heading: 'Fast', point1_text: 'Answers in seconds' })
    const { data } = v.parse(SectionResponse, (await t.guest.get(`/api/sections/${section.slug}`)).json())
    expect(data).toMatchObject({ heading: section.heading, point1Heading: 'Fast', point1Text: 'Answers in seconds', file: null })
  })

  it('serves both carousels with file ids and paths', async () => {
    for (const name of ['small-device', 'large-device']) {
      const res = await t.guest.get(`/api/carousels/${name}`)
      const { data } = v.parse(CarouselResponse, res.json())
      expect(data.files.length).toBeGreaterThan(0)
      for (const slide of data.files) expect(slide.fileId).toBe(slide.file.id)
    }
  })

  it('groups services into free and premium, in order', async () => {
    await createService(t.db, { tier: 'premium', title: 'Statistics Help', position: 99 })
    const { data } = v.parse(SectionServicesResponse, (await t.guest.get('/api/section-services')).json())
    expect(data.free.length).toBeGreaterThan(0)
    expect(data.premium.at(-1)?.title).toBe('Statistics Help')
    expect(data.free.every((s) => s.link.startsWith('/'))).toBe(true)
  })

  it('serves contact info and subject chips', async () => {
    const contact = v.parse(ContactInfoResponse, (await t.guest.get('/api/contact-info')).json()).data
    expect(contact.email).toMatch(/@/)
    const chips = v.parse(SubjectChipsResponse, (await t.guest.get('/api/subjects/chips')).json()).data
    expect(chips.length).toBeGreaterThanOrEqual(60)
    expect(chips[0]?.title).toBe('Anatomy')
    expect(chips.at(-1)?.title).toBe('Herbal Medicine')
  })

  it.each([
    ['/api/pages/no-such-page', 404],
    ['/api/sections/no-such-section', 404],
    ['/api/carousels/medium-device', 404],
    ['/api/pages/Bad_Slug', 400],
    ['/api/pages/..%2F..%2Fetc%2Fpasswd', 400],
    [`/api/sections/${'a'.repeat(500)}`, 414],
    ["/api/pages/x'%20OR%201=1--", 400],
  ])('answers %s with %i and a JSON error', async (url, status) => {
    const res = await t.guest.get(url)
    expect(res.statusCode).toBe(status)
    const body = v.parse(ErrorBody, res.json())
    expect(body.message.length).toBeGreaterThan(0)
  })
})
