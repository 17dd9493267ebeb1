import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminSectionResponse, ContentListResponse, RevisionsResponse } from '../../../contract/admin-content.ts'
import { SectionResponse } from '../../../contract/content.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createFile, createSection } from '../../seed/factories/content.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let editor: Awaited<ReturnType<typeof t.signIn>>
beforeAll(async () => {
  t = await createTestApp()
  editor = await t.signIn({ role: 'editor', name: 'Eli Editor' })
})
afterAll(() => t.close())

const url = (slug: string, rest = '') => `/api/admin/content/sections/${slug}${rest}`
const publicSection = async (slug: string) => v.parse(SectionResponse, (await t.guest.get(`/api/sections/${slug}`)).json()).data
const drafts = (slug: string) => t.db.selectFrom('content_drafts').selectAll().where('kind', '=', 'section').where('slug', '=', slug).execute()

describe('sections', () => {
  it('are edited by content editors only', async () => {
    const section = await createSection(t.db)
    const calls = [
      ['GET', '/api/admin/content/sections'],
      ['GET', url(section.slug)],
      ['PATCH', url(section.slug)],
      ['POST', url(section.slug, '/publish')],
      ['GET', url(section.slug, '/revisions')],
      ['POST', url(section.slug, '/revisions/1/restore')],
    ] as const
    await expectAdminOnly(t, calls, { heading: 'By a member' }, { permission: 'content.edit' })
    expect(await drafts(section.slug)).toEqual([])
  })

  it('publish a draft with its image, keep revisions and restore one', async () => {
    const section = await createSection(t.db, { heading: 'Find a position', text1: 'Old intro' })
    const image = await createFile(t.db, t.storage, { mimeType: 'image/svg+xml', alt: 'A ward' })
    const saved = await editor.api.patch(url(section.slug), { heading: 'Positions near you', text2: 'Second line', point1Heading: 'Fast', fileId: image.id })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(v.parse(AdminSectionResponse, saved.json()).data).toMatchObject({ heading: 'Positions near you', text1: 'Old intro', file: { id: image.id, alt: 'A ward' }, hasDraft: true })
    expect(await publicSection(section.slug)).toMatchObject({ heading: 'Find a position', text2: null, file: null })

    expect((await editor.api.post(url(section.slug, '/publish'))).json().message).toBe('Section published.')
    expect(await publicSection(section.slug)).toMatchObject({ heading: 'Positions near you', text2: 'Second line', point1Heading: 'Fast', file: { path: image.path } })

    const { revisions } = v.parse(RevisionsResponse, (await editor.api.get(url(section.slug, '/revisions'))).json()).data
    expect(revisions.map((r) => r.fields.heading)).toEqual(['Positions near you', 'Find a position'])
    await editor.api.post(url(section.slug, `/revisions/${revisions[1]!.id}/restore`))
    await editor.api.post(url(section.slug, '/publish'))
    expect(await publicSection(section.slug)).toMatchObject({ heading: 'Find a position', text2: null, file: null })

    const list = v.parse(ContentListResponse, (await editor.api.get('/api/admin/content/sections')).json()).data
    expect(list.find((s) => s.slug === 'vacancies')).toMatchObject({ published: true })
  })

  it.each([
    ['a file that does not exist', { fileId: '00000000-0000-4000-8000-000000000000' }],
    ['a file id that is no id', { fileId: '../../etc/passwd' }],
    ['an empty heading', { heading: '' }],
    ['a heading with control characters', { heading: 'a\u0000b' }],
    ['a text over 2,000 characters', { text1: 'a'.repeat(2001) }],
  ])('refuse %s and write nothing', async (_label, body) => {
    const section = await createSection(t.db)
    const res = await editor.api.patch(url(section.slug), body)
    expect(res.statusCode, res.body).toBe(400)
    expect(await drafts(section.slug)).toEqual([])
  })

  it('keep text as written: markup in a section is never HTML on the site', async () => {
    const section = await createSection(t.db)
    await editor.api.patch(url(section.slug), { text1: '<script>alert(1)</script>' })
    await editor.api.post(url(section.slug, '/publish'))
    // The site shows section text as text (React escapes it), so the words arrive as typed.
    expect((await publicSection(section.slug)).text1).toBe('<script>alert(1)</script>')
  })

  it('cannot be added through the pages route, and an unknown one is a 404', async () => {
    expect((await editor.api.get(url('no-such-section'))).statusCode).toBe(404)
    expect((await editor.api.post('/api/admin/content/sections', { slug: 'new-block', title: 'x' })).statusCode).toBe(404)
  })
})
