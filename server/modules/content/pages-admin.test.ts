import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminPageResponse, ContentListResponse, PAGE_CONTENT_MAX, RevisionsResponse } from '../../../contract/admin-content.ts'
import { PageResponse } from '../../../contract/content.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createPage } from '../../seed/factories/content.ts'
import { unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof t.signIn>>
let editor: Awaited<ReturnType<typeof t.signIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn({ role: 'admin', name: 'Asha Admin' })
  editor = await t.signIn({ role: 'editor', name: 'Eli Editor' })
})
afterAll(() => t.close())

const url = (slug: string, rest = '') => `/api/admin/content/pages/${slug}${rest}`
const publicPage = async (slug: string) => {
  const res = await t.guest.get(`/api/pages/${slug}`)
  return res.statusCode === 200 ? v.parse(PageResponse, res.json()).data : res.statusCode
}
const draftRows = (slug: string) => t.db.selectFrom('content_drafts').selectAll().where('kind', '=', 'page').where('slug', '=', slug).execute()
const auditOf = (slug: string) =>
  t.db.selectFrom('audit_log').select(['action', 'actor_name', 'before', 'after']).where('area', '=', 'content').where('record_id', '=', slug).orderBy('id').execute()

describe('who may edit pages', () => {
  it('refuses a visitor with 401 and members and staff without content.edit with 403, writing nothing', async () => {
    const page = await createPage(t.db)
    const calls = [
      ['GET', '/api/admin/content/pages'],
      ['POST', '/api/admin/content/pages'],
      ['GET', url(page.slug)],
      ['PATCH', url(page.slug)],
      ['POST', url(page.slug, '/publish')],
      ['GET', url(page.slug, '/revisions')],
      ['POST', url(page.slug, '/revisions/1/restore')],
    ] as const
    await expectAdminOnly(t, calls, { slug: unique('by-member'), title: 'By a member' }, { permission: 'content.edit' })
    expect(await draftRows(page.slug)).toEqual([])
    expect(await publicPage(page.slug)).toMatchObject({ title: page.title })
  })
})

describe('drafts, publishing and revisions', () => {
  it('keeps a draft off the public site until it is published, then keeps each version as a revision', async () => {
    const page = await createPage(t.db, { title: 'Refunds', content: '<p>Old terms</p>' })
    const saved = await editor.api.patch(url(page.slug), { title: 'Refund policy', content: '<p>New terms</p>', description: 'How refunds work' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(v.parse(AdminPageResponse, saved.json()).data).toMatchObject({ title: 'Refund policy', content: '<p>New terms</p>', hasDraft: true, published: true })
    // The draft is never public: visitors still get the published page.
    expect(await publicPage(page.slug)).toMatchObject({ title: 'Refunds', content: '<p>Old terms</p>' })

    const published = await editor.api.post(url(page.slug, '/publish'))
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().message).toBe('Page published.')
    expect(await publicPage(page.slug)).toMatchObject({ title: 'Refund policy', description: 'How refunds work', content: '<p>New terms</p>' })
    expect((await editor.api.post(url(page.slug, '/publish'))).statusCode).toBe(409)

    const { data } = v.parse(RevisionsResponse, (await editor.api.get(url(page.slug, '/revisions'))).json())
    expect(data.revisions.map((r) => [r.publishedBy, r.fields.title])).toEqual([
      ['Eli Editor', 'Refund policy'],
      ['Starter content', 'Refunds'],
    ])

    // Restoring makes a draft of the earlier version; the public page changes only with the next publish.
    const restored = await editor.api.post(url(page.slug, `/revisions/${data.revisions[1]!.id}/restore`))
    expect(restored.statusCode, restored.body).toBe(200)
    expect(v.parse(AdminPageResponse, restored.json()).data).toMatchObject({ title: 'Refunds', content: '<p>Old terms</p>', hasDraft: true })
    expect(await publicPage(page.slug)).toMatchObject({ title: 'Refund policy' })
    await editor.api.post(url(page.slug, '/publish'))
    expect(await publicPage(page.slug)).toMatchObject({ title: 'Refunds', content: '<p>Old terms</p>' })

    expect((await auditOf(page.slug)).map((e) => [e.action, e.actor_name])).toEqual([
      ['draft.save', 'Eli Editor'],
      ['publish', 'Eli Editor'],
      ['restore', 'Eli Editor'],
      ['publish', 'Eli Editor'],
    ])
  })

  it('adds a page as a draft, public only from its first publish, and lists it', async () => {
    const slug = unique('guide')
    const created = await admin.api.post('/api/admin/content/pages', { slug, title: 'Author guide' })
    expect(created.statusCode, created.body).toBe(201)
    expect(v.parse(AdminPageResponse, created.json()).data).toMatchObject({ slug, published: false, hasDraft: true })
    expect(await publicPage(slug)).toBe(404)
    const list = v.parse(ContentListResponse, (await admin.api.get('/api/admin/content/pages')).json()).data
    expect(list.find((p) => p.slug === slug)).toMatchObject({ title: 'Author guide', published: false, hasDraft: true })
    expect(list.find((p) => p.slug === 'about')).toMatchObject({ published: true })
    await admin.api.patch(url(slug), { content: '<h2>Before you submit</h2>' })
    expect((await admin.api.post(url(slug, '/publish'))).statusCode).toBe(200)
    expect(await publicPage(slug)).toMatchObject({ title: 'Author guide', content: '<h2>Before you submit</h2>' })
    // Its address is taken now.
    expect((await admin.api.post('/api/admin/content/pages', { slug, title: 'Again' })).statusCode).toBe(400)
  })

  it('moves a page to a new address, and the old one answers with the page', async () => {
    const page = await createPage(t.db)
    const moved = unique('moved')
    await admin.api.patch(url(page.slug), { slug: moved })
    // Until it is published the page stays where it was.
    expect(await publicPage(moved)).toBe(404)
    const published = v.parse(AdminPageResponse, (await admin.api.post(url(page.slug, '/publish'))).json()).data
    expect(published).toMatchObject({ slug: moved, hasDraft: false })
    expect(await publicPage(moved)).toMatchObject({ slug: moved, title: page.title })
    expect(await publicPage(page.slug)).toMatchObject({ slug: moved })
    // Its revisions moved with it; the old address is no longer another page's to take.
    expect(v.parse(RevisionsResponse, (await admin.api.get(url(moved, '/revisions'))).json()).data.revisions).toHaveLength(2)
    expect((await admin.api.post('/api/admin/content/pages', { slug: page.slug, title: 'Squatter' })).statusCode).toBe(400)
    // Moving back gives the page its first address again.
    await admin.api.patch(url(moved), { slug: page.slug })
    await admin.api.post(url(moved, '/publish'))
    expect(await publicPage(page.slug)).toMatchObject({ slug: page.slug })
    expect(await publicPage(moved)).toMatchObject({ slug: page.slug })
  })
})

describe('hostile and malformed input', () => {
  it('strips script, handlers and javascript: links from the stored HTML, keeping tables and images', async () => {
    const page = await createPage(t.db)
    const html =
      '<h2 onclick="steal()">Fees</h2><script>alert(1)</script><img src="/api/serve-file/a.png" alt="Chart" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">x</a><table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td colspan="2">Free</td></tr></tbody></table>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">Kept</p>'
    expect((await admin.api.patch(url(page.slug), { content: html })).statusCode).toBe(200)
    const [draft] = await draftRows(page.slug)
    const stored = String((draft!.fields as { content: string }).content)
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i)
    expect(stored).toContain('<img src="/api/serve-file/a.png" alt="Chart" />')
    expect(stored).toContain('<th scope="col">Plan</th>')
    expect(stored).toContain('<td colspan="2">Free</td>')
    expect(stored).toContain('<p>Kept</p>')
  })

  it.each([
    ['a 2 MB page', () => ({ content: `<p>${'a'.repeat(2 * 1024 * 1024)}</p>` }), 413],
    ['a page over the length limit', () => ({ content: 'a'.repeat(PAGE_CONTENT_MAX + 1) }), 400],
    ['an address with ../', () => ({ slug: '../etc' }), 400],
    ['an empty title', () => ({ title: '  ' }), 400],
    ['content that is not text', () => ({ content: { html: 1 } }), 400],
    ['nothing to change', () => ({}), 400],
  ])('refuses %s and writes nothing', async (_label, body, status) => {
    const page = await createPage(t.db)
    const res = await admin.api.patch(url(page.slug), body())
    expect(res.statusCode, res.body).toBe(status)
    expect(await draftRows(page.slug)).toEqual([])
  })

  it.each([
    ['a slug with ../ in the path', '/api/admin/content/pages/..%2F..%2Fetc', 400],
    ['an unknown page', '/api/admin/content/pages/no-such-page', 404],
    ['a revision of another page', '/api/admin/content/pages/about/revisions/999999999/restore', 404],
  ])('answers %s with %i', async (_label, path, status) => {
    const res = path.endsWith('restore') ? await admin.api.post(path) : await admin.api.get(path)
    expect(res.statusCode).toBe(status)
  })

  it('refuses a new page at an address another page has', async () => {
    const res = await admin.api.post('/api/admin/content/pages', { slug: 'about', title: 'Second about' })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'slug', message: 'Another page has this address' }])
  })
})
