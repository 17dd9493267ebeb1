import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminChipsResponse, AdminContactResponse, AdminMenuResponse, AdminServicesResponse, AdminSlidesResponse } from '../../../../contract/admin-site-content.ts'
import { CarouselResponse, ContactInfoResponse, MenuResponse, SectionServicesResponse, SubjectChipsResponse } from '../../../../contract/content.ts'
import { expectAdminOnly } from '../../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../../tests/setup/api-app.ts'
import { createFile } from '../../../seed/factories/content.ts'

// These panels replace what the whole site shows (its one menu, carousels, cards, chips and contact details), so
// this file has a database of its own.
let t: Awaited<ReturnType<typeof createTestApp>>
let editor: Awaited<ReturnType<typeof t.signIn>>
beforeAll(async () => {
  // A content read is kept for a minute, as on a busy site: a saved change must still show at once.
  t = await createTestApp({ ownDatabase: true, env: { CONTENT_CACHE_SECONDS: '60' } })
  editor = await t.signIn({ role: 'editor', name: 'Esha Editor' })
})
afterAll(() => t.close())

const menu = async () => v.parse(AdminMenuResponse, (await editor.api.get('/api/admin/content/menu')).json()).data
const publicMenu = async () => v.parse(MenuResponse, (await t.guest.get('/api/menu')).json()).data
const auditOf = (recordId: string) =>
  t.db.selectFrom('audit_log').select(['actor_name', 'action', 'before', 'after']).where('record_type', '=', 'site-content').where('record_id', '=', recordId).orderBy('id', 'desc').execute()
/** A write refused: 4xx (never 5xx), and the record reads as it did. */
async function expectRefused(send: Promise<{ statusCode: number; json: () => unknown }>, read: () => Promise<unknown>, before: unknown, status = 400) {
  const res = await send
  expect(res.statusCode).toBe(status)
  expect(await read()).toEqual(before)
  return res.json() as { message: string; issues?: { path: string; message: string }[] }
}

describe('who may change the site’s content', () => {
  it('refuses visitors (401), members and staff without content.edit (403), and writes nothing', async () => {
    const before = await menu()
    const items = before.map((item) => ({ ...item, menuTitle: 'Taken over' }))
    const calls = [
      ['GET', '/api/admin/content/menu'],
      ['PUT', '/api/admin/content/menu'],
      ['GET', '/api/admin/content/home/slides'],
      ['PUT', '/api/admin/content/home/slides/small-device'],
      ['GET', '/api/admin/content/home/services'],
      ['PUT', '/api/admin/content/home/services'],
      ['GET', '/api/admin/content/home/chips'],
      ['PUT', '/api/admin/content/home/chips'],
      ['GET', '/api/admin/content/contact'],
      ['PUT', '/api/admin/content/contact'],
    ] as const
    await expectAdminOnly(t, calls, { items, slides: [], free: [], premium: [], slugs: [], socialLinks: [] }, { permission: 'content.edit' })
    expect(await menu()).toEqual(before)
  })
})

describe('Menu', () => {
  it('renames, reorders and hides items; the header shows it at once and the change is audited', async () => {
    const before = await menu()
    const [first, second, ...rest] = before
    const items = [{ ...second!, menuTitle: 'Find a Journal' }, { ...first!, visible: false }, ...rest]
    await publicMenu()
    const res = await editor.api.put('/api/admin/content/menu', { items })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Menu saved.', data: items })
    expect(await publicMenu()).toEqual([{ slug: second!.slug, menuTitle: 'Find a Journal' }, ...rest.map(({ slug, menuTitle }) => ({ slug, menuTitle }))])
    const [entry] = await auditOf('menu')
    expect(entry).toMatchObject({ actor_name: 'Esha Editor', action: 'menu.update', before, after: items })
    await editor.api.put('/api/admin/content/menu', { items: before })
  })

  it('refuses an unknown, missing or repeated item, a blank label and 10,000 items, writing nothing', async () => {
    const before = await menu()
    const unknown = await expectRefused(editor.api.put('/api/admin/content/menu', { items: [...before.slice(1), { slug: 'admin', menuTitle: 'Admin', visible: true }] }), menu, before)
    expect(unknown.issues).toEqual(expect.arrayContaining([{ path: `items.${before.length - 1}.slug`, message: 'There is no such menu item' }, expect.objectContaining({ path: 'items' })]))
    await expectRefused(editor.api.put('/api/admin/content/menu', { items: [...before, before[0]] }), menu, before)
    const blank = await expectRefused(editor.api.put('/api/admin/content/menu', { items: before.map((item, i) => (i === 2 ? { ...item, menuTitle: '  ' } : item)) }), menu, before)
    expect(blank.issues).toEqual([{ path: 'items.2.menuTitle', message: 'Field required' }])
    const many = Array.from({ length: 10_000 }, (_, i) => ({ slug: `item-${i}`, menuTitle: `Item ${i}`, visible: true }))
    await expectRefused(editor.api.put('/api/admin/content/menu', { items: many }), menu, before)
    await expectRefused(editor.api.put('/api/admin/content/menu', { items: [{ slug: '../../etc/passwd', menuTitle: 'x', visible: true }] }), menu, before)
    await expectRefused(editor.api.put('/api/admin/content/menu', 'not json' as unknown as object, { 'content-type': 'application/json' }), menu, before)
  })
})

describe('Home: carousel slides', () => {
  const slides = async () => v.parse(AdminSlidesResponse, (await editor.api.get('/api/admin/content/home/slides')).json()).data
  const publicCarousel = async (name: string) => v.parse(CarouselResponse, (await t.guest.get(`/api/carousels/${name}`)).json()).data.files

  it('replaces a carousel’s slides with their own descriptions and links, and the site shows them at once', async () => {
    const a = await createFile(t.db, t.storage, { alt: 'Library alt' })
    const b = await createFile(t.db, t.storage)
    const large = (await slides())['large-device']
    await publicCarousel('small-device')
    const body = { slides: [{ fileId: b.id, alt: 'A researcher at a microscope', link: '/plans' }, { fileId: a.id, alt: 'Journals on a shelf', link: 'https://doaj.org/' }] }
    const res = await editor.api.put('/api/admin/content/home/slides/small-device', body)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual(body.slides.map((s) => ({ ...s, url: `/api/serve-file/${encodeURIComponent(s.fileId === a.id ? a.path : b.path)}` })))
    const shown = await publicCarousel('small-device')
    expect(shown.map((s) => [s.fileId, s.file.alt, s.link])).toEqual([
      [b.id, 'A researcher at a microscope', '/plans'],
      [a.id, 'Journals on a shelf', 'https://doaj.org/'],
    ])
    // The other screen size keeps its own set.
    expect((await slides())['large-device']).toEqual(large)
    expect((await auditOf('slides:small-device'))[0]).toMatchObject({ action: 'slides.update' })
  })

  it('refuses a slide without a description, a link that is not http(s) or a site path, a file that is not an image, and an unknown carousel', async () => {
    const before = await slides()
    const image = await createFile(t.db, t.storage)
    const video = await createFile(t.db, t.storage, { path: `clip-${Date.now()}.mp4`, mimeType: 'video/mp4', data: Buffer.alloc(16) })
    const send = (slide: object, carousel = 'large-device') => editor.api.put(`/api/admin/content/home/slides/${carousel}`, { slides: [slide] })
    const noAlt = await expectRefused(send({ fileId: image.id, alt: ' ', link: null }), slides, before)
    expect(noAlt.issues?.[0]).toEqual({ path: 'slides.0.alt', message: 'Describe the image for people who cannot see it' })
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'ftp://files.example/x', '/a/../../etc']) {
      const res = await expectRefused(send({ fileId: image.id, alt: 'x', link }), slides, before)
      expect(res.issues?.[0]?.path).toBe('slides.0.link')
    }
    const notImage = await expectRefused(send({ fileId: video.id, alt: 'x', link: null }), slides, before)
    expect(notImage.issues).toEqual([{ path: 'slides.0.fileId', message: 'Choose an image from the media library' }])
    await expectRefused(send({ fileId: '00000000-0000-4000-8000-000000000000', alt: 'x' }), slides, before)
    await expectRefused(send({ fileId: image.id, alt: 'x' }, '..%2F..%2Fetc'), slides, before)
    await expectRefused(editor.api.put('/api/admin/content/home/slides/large-device', { slides: Array.from({ length: 13 }, () => ({ fileId: image.id, alt: 'x' })) }), slides, before)
  })
})

describe('Home: service cards', () => {
  const services = async () => v.parse(AdminServicesResponse, (await editor.api.get('/api/admin/content/home/services')).json()).data
  const input = ({ id, title, text, link, iconFileId }: { id: number; title: string; text: string; link: string; iconFileId: string | null }) => ({ id, title, text, link, iconFileId })

  it('edits, reorders, adds and removes cards; the home page shows them at once', async () => {
    const { free, premium } = await services()
    const [first, second, ...otherFree] = free.map(input)
    const body = {
      free: [{ ...second!, title: 'Find a journal', text: 'Match your manuscript to journals.', link: '/journal-finder' }, first!, ...otherFree],
      premium: [...premium.slice(1).map(input), { title: 'Statistics review', text: 'A statistician checks your analysis.', link: '/plans' }],
    }
    await t.guest.get('/api/section-services')
    const res = await editor.api.put('/api/admin/content/home/services', body)
    expect(res.statusCode, res.body).toBe(200)
    const shown = v.parse(SectionServicesResponse, (await t.guest.get('/api/section-services')).json()).data
    expect(shown.free.map((s) => s.title)).toEqual(body.free.map((s) => s.title))
    expect(shown.premium.map((s) => s.title)).toEqual(body.premium.map((s) => s.title))
    expect(shown.premium.map((s) => s.id)).not.toContain(premium[0]!.id)
    expect(shown.premium.at(-1)).toMatchObject({ text: 'A statistician checks your analysis.', link: '/plans', icon: null })
  })

  it('refuses a card with a bad link, no text, an unknown id or too many cards, writing nothing', async () => {
    const before = await services()
    const free = before.free.map(input)
    const badLink = await expectRefused(editor.api.put('/api/admin/content/home/services', { free: [{ ...free[0]!, link: 'mailto:x@example.org' }], premium: [] }), services, before)
    expect(badLink.issues?.[0]?.path).toBe('free.0.link')
    const noText = await expectRefused(editor.api.put('/api/admin/content/home/services', { free: [{ ...free[0]!, text: '' }], premium: [] }), services, before)
    expect(noText.issues?.[0]).toEqual({ path: 'free.0.text', message: 'Field required' })
    const gone = await expectRefused(editor.api.put('/api/admin/content/home/services', { free: [...free, { ...free[0]!, id: 999_999 }], premium: [] }), services, before)
    expect(gone.issues?.[0]?.path).toBe(`free.${free.length}.id`)
    const many = Array.from({ length: 13 }, (_, i) => ({ title: `Card ${i}`, text: 'x', link: '/plans' }))
    await expectRefused(editor.api.put('/api/admin/content/home/services', { free: many, premium: [] }), services, before)
  })
})

describe('Home: subject chips', () => {
  const chips = async () => v.parse(AdminChipsResponse, (await editor.api.get('/api/admin/content/home/chips')).json()).data
  it('shows the chosen subjects in their order and no others', async () => {
    const { chips: before, subjects } = await chips()
    expect(subjects.length).toBeGreaterThan(before.length)
    const chosen = [subjects.at(-1)!.slug, before[0]!.slug, subjects[0]!.slug].filter((slug, i, all) => all.indexOf(slug) === i)
    await t.guest.get('/api/subjects/chips')
    const res = await editor.api.put('/api/admin/content/home/chips', { slugs: chosen })
    expect(res.statusCode, res.body).toBe(200)
    expect(v.parse(SubjectChipsResponse, (await t.guest.get('/api/subjects/chips')).json()).data.map((c) => c.slug)).toEqual(chosen)
  })

  it('refuses an unknown subject, a repeated one or a path, writing nothing', async () => {
    const before = await chips()
    const unknown = await expectRefused(editor.api.put('/api/admin/content/home/chips', { slugs: [before.subjects[0]!.slug, 'no-such-subject'] }), chips, before)
    expect(unknown.issues).toEqual([{ path: 'slugs.1', message: 'There is no such subject' }])
    await expectRefused(editor.api.put('/api/admin/content/home/chips', { slugs: [before.subjects[0]!.slug, before.subjects[0]!.slug] }), chips, before)
    await expectRefused(editor.api.put('/api/admin/content/home/chips', { slugs: ['../secrets'] }), chips, before)
  })
})

describe('Contact and footer', () => {
  const contact = async () => v.parse(AdminContactResponse, (await editor.api.get('/api/admin/content/contact')).json()).data
  it('saves the details; blank ones are removed, and the footer and Chat with us read them at once', async () => {
    const body = {
      address: '4th Floor, 8 Research Park\nPune 411001',
      email: ' desk@scholarhub.example ',
      phone: '',
      whatsapp: '919812345678',
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/scholarhub' }],
    }
    await t.guest.get('/api/contact-info')
    const res = await editor.api.put('/api/admin/content/contact', body)
    expect(res.statusCode, res.body).toBe(200)
    const expected = { ...body, email: 'desk@scholarhub.example', phone: null }
    expect(v.parse(ContactInfoResponse, (await t.guest.get('/api/contact-info')).json()).data).toEqual(expected)
    expect((await auditOf('contact'))[0]).toMatchObject({ action: 'contact.update', after: expected })
  })

  it('refuses bad values with field messages, writing nothing', async () => {
    const before = await contact()
    const bad = await expectRefused(
      editor.api.put('/api/admin/content/contact', {
        ...before,
        email: 'desk.scholarhub.example',
        phone: 'call us',
        whatsapp: '+91 98123',
        socialLinks: [{ network: 'x', url: 'javascript:alert(1)' }, { network: 'myspace', url: 'https://myspace.com/x' }],
      }),
      contact,
      before,
    )
    expect(bad.issues?.map((i) => i.path)).toEqual(['email', 'phone', 'whatsapp', 'socialLinks.0.url', 'socialLinks.1.network'])
    expect(bad.issues?.[0]?.message).toBe('Enter an email address such as help@example.org')
    await expectRefused(editor.api.put('/api/admin/content/contact', { ...before, address: 'x'.repeat(301) }), contact, before)
  })
})
