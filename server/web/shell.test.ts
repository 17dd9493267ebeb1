import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { createPage } from '../seed/factories/content.ts'
import { earlyDataPaths, renderShell } from './shell.ts'

const routeTreePreload = '<link rel="modulepreload" crossorigin href="/assets/routeTree.gen-abc123.js">'
const template =
  `<html><head><!--app-preload-->${routeTreePreload}<!--/app-preload--></head><body><div id="root"><!--app-hero--></div>` +
  '<!--app-early-data--><script type="module" src="/assets/app.js"></script></body></html>'

/** What the browser would find in the page's early-data block. */
const earlyData = (html: string) => JSON.parse(/<script type="application\/json" id="early-data">(.*?)<\/script>/s.exec(html)![1]!)

describe('earlyDataPaths', () => {
  it('gives the home its blocks, a content page its page, a vacancy page its vacancy, and every screen the layout', () => {
    expect(earlyDataPaths('/')).toEqual(expect.arrayContaining(['menu', 'contact-info', 'carousels/small-device', 'sections/why-choose-us']))
    expect(earlyDataPaths('/page/refund-policy')).toEqual(['menu', 'contact-info', 'pages/refund-policy'])
    expect(earlyDataPaths('/about')).toContain('pages/about')
    expect(earlyDataPaths('/page/../../etc')).toEqual(['menu', 'contact-info'])
    expect(earlyDataPaths('/journal-finder')).toEqual(['menu', 'contact-info'])
    expect(earlyDataPaths('/vacancy/consultant-ab12cd34')).toEqual(['menu', 'contact-info', 'vacancies/consultant-ab12cd34'])
    expect(earlyDataPaths('/vacancy/countries')).toEqual(['menu', 'contact-info'])
  })
})

describe('renderShell', () => {
  it('keeps a closing script tag in the data inert', () => {
    const html = renderShell(template, '/x', { 'pages/x': { data: { title: '</script><script>alert(1)</script>' } } })
    expect(html).not.toContain('</script><script>alert(1)')
    expect(earlyData(html)['pages/x'].data.title).toBe('</script><script>alert(1)</script>')
  })

  it('preloads the full route tree at every address but the home, which preloads its hero instead', () => {
    expect(renderShell(template, '/page/privacy-policy', {})).toContain(routeTreePreload)
    expect(renderShell(template, '/journal-finder', {})).toContain(routeTreePreload)
    expect(renderShell(template, '/', {})).not.toContain('modulepreload')
  })

  it("carries text with '$' replacement patterns exactly, in the data and in the hero", () => {
    const text = "Fees: $' after, $& whole, $` before, $1 group, $$ dollar"
    const slide = (name: string) => ({ data: { files: [{ file: { path: `starter/${name}.svg`, alt: text } }] } })
    const early = { 'pages/x': { data: { title: text } }, 'carousels/small-device': slide('small'), 'carousels/large-device': slide('large') }
    const html = renderShell(template, '/', early)
    expect(earlyData(html)).toEqual(early)
    expect(html).toContain(`alt="${text.replace('&', '&amp;')}"`)
    expect(html.startsWith('<html><head><link rel="preload"')).toBe(true)
    expect(html.endsWith('</script><script type="module" src="/assets/app.js"></script></body></html>')).toBe(true)
  })
})

describe('the app shell served on navigation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let webDir: string
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-web-'))
    await writeFile(path.join(webDir, 'index.html'), template)
    t = await createTestApp({ webDir, env: { RATE_LIMIT_PER_MINUTE: '5' } })
  })
  afterAll(async () => {
    await t.close()
    await rm(webDir, { recursive: true, force: true })
  })

  it('carries the home data exactly as the API answers it, and preloads the first hero slide', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const data = earlyData(res.body)
    expect(data.menu).toEqual((await t.app.inject({ method: 'GET', url: '/api/menu' })).json())
    expect(data['sections/about-us-1'].data.heading).toBe('About Us')
    expect(res.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/api/serve-file/starter%2Fcarousel%2Fsmall-1.svg" media="(max-width: 639.98px)">')
    expect(res.body).toMatch(/<div class="boot-hero"><picture>.*large-1\.svg.*alt="Find the right journal for your manuscript"/)
  })

  it('counts API requests against the per-address limit, and never the built files a service worker fetches at once', async () => {
    await mkdir(path.join(webDir, 'assets'), { recursive: true })
    await writeFile(path.join(webDir, 'assets', 'chunk-abc123.js'), 'export {}')
    const from = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.23' })
    const assets = await Promise.all(Array.from({ length: 12 }, () => from('/assets/chunk-abc123.js')))
    expect(assets.map((res) => res.statusCode)).toEqual(Array(12).fill(200))
    const api = []
    for (let i = 0; i < 6; i++) api.push((await from('/api/menu')).statusCode)
    expect(api).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('carries a content page on its own route, and nothing for a page that does not exist', async () => {
    const page = await createPage(t.db, { title: 'Peer review at a glance' })
    const found = earlyData((await t.app.inject({ method: 'GET', url: `/page/${page.slug}` })).body)
    expect(found[`pages/${page.slug}`].data.title).toBe('Peer review at a glance')
    const missing = await t.app.inject({ method: 'GET', url: '/page/no-such-page' })
    expect(missing.statusCode).toBe(200)
    expect(earlyData(missing.body)).not.toHaveProperty('pages/no-such-page')
    expect(missing.body).not.toContain('boot-hero')
  })

  it("does not spend a visitor's rate limit on its own early-data requests", async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.7' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.7' })).statusCode).toBe(429)
  })

  it('answers an unknown API path with JSON, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found' })
  })
})
