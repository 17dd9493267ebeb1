import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebTestApp } from '../../tests/setup/web-app.ts'
import { createPage } from '../seed/factories/content.ts'
import { createEvent } from '../seed/factories/events.ts'
import { createVacancy } from '../seed/factories/vacancies.ts'
import { sitemapXml, type SitemapSource } from './sitemap.ts'

const origin = 'https://scholarhub.example'

const head = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
// Text with no markup but the five escapes XML has, so every line is well-formed on its own.
const xmlText = '(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)+'
const urlLine = new RegExp(`^<url><loc>(${xmlText})</loc>(?:<lastmod>(${xmlText})</lastmod>)?</url>$`)

/** The sitemap's URLs and their lastmod; a document that is not the protocol's well-formed urlset fails here. */
function readSitemap(xml: string) {
  expect(xml.startsWith(head)).toBe(true)
  expect(xml.endsWith('</urlset>\n')).toBe(true)
  const lines = xml.slice(head.length, -'</urlset>\n'.length).split('\n').filter(Boolean)
  return new Map(
    lines.map((line) => {
      const [, loc, lastmod] = urlLine.exec(line) ?? expect.unreachable(`not a sitemap URL: ${line}`)
      return [loc, lastmod]
    }),
  )
}

const text = async (chunks: AsyncIterable<string>) => {
  let all = ''
  for await (const chunk of chunks) all += chunk
  return all
}

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: Awaited<ReturnType<typeof createWebTestApp>>
  beforeAll(async () => {
    t = await createWebTestApp({ env: { PUBLIC_URL: origin } })
  })
  afterAll(() => t.close())

  it('lists the public screens, the content pages and every listed vacancy, never a draft or a closed one', async () => {
    const open = await createVacancy(t.db)
    const hidden = await Promise.all([
      createVacancy(t.db, { status: 'draft' }),
      createVacancy(t.db, { status: 'closed' }),
      createVacancy(t.db, { closesAt: new Date(Date.now() - 60_000), postedAt: new Date(Date.now() - 86_400_000) }),
    ])
    const page = await createPage(t.db, { title: 'Peer review at a glance' })

    const res = await t.open('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const urls = readSitemap(res.body)
    for (const screen of ['/', '/about', '/journal-finder', '/vacancy', '/connect', '/writting', '/contact', `/page/${page.slug}`]) expect(urls.has(`${origin}${screen}`), screen).toBe(true)
    expect(urls.has(`${origin}/page/about`)).toBe(false)
    const { updated_at } = await t.db.selectFrom('vacancies').select('updated_at').where('id', '=', open.id).executeTakeFirstOrThrow()
    expect(urls.get(`${origin}/vacancy/${open.slug}`)).toBe(updated_at.toISOString())
    for (const vacancy of hidden) expect(urls.has(`${origin}/vacancy/${vacancy.slug}`), vacancy.status).toBe(false)
  })

  it('lists the event list and every listed event, never a draft, a cancelled or an ended one', async () => {
    // The second one has begun and runs until tomorrow: listed until it ends.
    const listed = [await createEvent(t.db), await createEvent(t.db, { startsAt: new Date(Date.now() - 86_400_000) })]
    const hidden = await Promise.all([
      createEvent(t.db, { status: 'draft' }),
      createEvent(t.db, { status: 'cancelled' }),
      createEvent(t.db, { startsAt: new Date(Date.now() - 3 * 86_400_000), endsAt: new Date(Date.now() - 60_000) }),
    ])
    const urls = readSitemap((await t.open('/sitemap.xml')).body)
    expect(urls.has(`${origin}/event`)).toBe(true)
    const updated = await t.db.selectFrom('events').select(['slug', 'updated_at']).where('id', 'in', listed.map((e) => e.id)).execute()
    for (const { slug, updated_at } of updated) expect(urls.get(`${origin}/event/${slug}`), slug).toBe(updated_at.toISOString())
    for (const event of hidden) expect(urls.has(`${origin}/event/${event.slug}`), event.status).toBe(false)
    const pages = listed.map((event) => `${origin}/event/${event.slug}`)
    expect([...urls.keys()].filter((url) => pages.some((page) => page === url)), 'newest first').toEqual(pages.toReversed())
  })

  it('points robots.txt at the sitemap on the public address', async () => {
    const res = await t.open('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
  })
})

describe('sitemapXml', () => {
  it('stops at the most URLs a file may hold, and stops reading the source there', async () => {
    let read = 0
    let ended = false
    const many: SitemapSource = async function* () {
      try {
        for (;;) yield { path: `/vacancy/post-${++read}`, lastmod: new Date('2030-01-01T00:00:00Z') }
      } finally {
        ended = true
      }
    }
    const urls = readSitemap(await text(sitemapXml(origin, [many], 10)))
    // The site's own screens come first and count too.
    expect([...urls.keys()]).toEqual([`${origin}/`, `${origin}/journal-finder`, ...Array.from({ length: 8 }, (_, i) => `${origin}/vacancy/post-${i + 1}`)])
    expect(urls.get(`${origin}/vacancy/post-1`)).toBe('2030-01-01T00:00:00.000Z')
    expect([read, ended]).toEqual([9, true])
  })

  it('escapes what XML would read as markup', async () => {
    const odd: SitemapSource = async function* () {
      yield { path: "/page/a?b=1&c=<2>'\"" }
    }
    const urls = readSitemap(await text(sitemapXml(origin, [odd])))
    expect(urls.has(`${origin}/page/a?b=1&amp;c=&lt;2&gt;&apos;&quot;`)).toBe(true)
  })
})
