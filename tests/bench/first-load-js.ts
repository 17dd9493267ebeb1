import { chromium, type Browser, type BrowserContextOptions, type Response } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { onInterrupt } from './cleanup.ts'
import { chromiumFlags, chromiumPath, phone } from '../support/chromium.ts'
import { withDeadline } from './deadline.ts'

export interface ScriptSize {
  url: string
  /** Decoded body bytes. */
  rawBytes: number
  /** gzip level 9 of the body: the unit of the budget, independent of what the server chose to send. */
  gzipBytes: number
  /** Body bytes on the wire (the server sends precompressed brotli when the browser accepts it). */
  transferBytes: number
  encoding: string
}

export interface FirstLoadJsResult {
  scripts: ScriptSize[]
  gzipBytes: number
  transferBytes: number
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '')

/** The scripts one page load fetched, and the path it ended on (a guarded screen may send a visitor elsewhere). */
export interface PageScripts extends FirstLoadJsResult {
  landedOn: string
  /** The screen's heading once it rendered, to tell a screen from an error screen in a report. */
  heading: string
}

/**
 * Every script `url` loads in a fresh phone-sized context of `browser` until the network is idle. `options` add
 * to the context, e.g. a stored sign-in. The bench launches its own browser; the e2e budget test passes its own.
 */
export async function scriptsLoadedBy(browser: Browser, url: string, options: BrowserContextOptions = {}, { toTheEnd = false } = {}): Promise<PageScripts> {
  // Blocking the service worker keeps its precache downloads (every chunk of the app) out of the sum.
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block', ...options })
  try {
    const page = await context.newPage()
    const seen: Promise<ScriptSize | undefined>[] = []
    let lastRequest = Date.now()
    page.on('request', () => (lastRequest = Date.now()))
    page.on('response', (response) => {
      if (!isScript(response) || response.status() !== 200) return
      seen.push(
        (async () => {
          const body = await response.body()
          const sizes = await response.request().sizes()
          return {
            url: new URL(response.url()).pathname,
            rawBytes: body.byteLength,
            gzipBytes: gzipSync(body, { level: 9 }).byteLength,
            transferBytes: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          }
        })().catch(() => undefined),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    // On a busy machine the network can rest while the entry script still runs, before the screen has asked for
    // its own chunks. Its heading says it has rendered; half a second without a request after that, that it has all.
    const heading = page.locator('main h1').first()
    await heading.waitFor({ state: 'attached', timeout: 30_000 })
    await withDeadline(
      (async () => {
        while (Date.now() - lastRequest < 500) await page.waitForTimeout(100)
      })(),
      30_000,
      'the network resting after the screen rendered',
    )
    if (toTheEnd) {
      // Read to its end, as a reader scrolls: what loads as it comes near (the footer) has loaded too.
      await withDeadline(
        (async () => {
          while ((await page.getByRole('contentinfo').count()) === 0) {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
            await page.waitForTimeout(200)
          }
          while (Date.now() - lastRequest < 500) await page.waitForTimeout(100)
        })(),
        30_000,
        'the footer loading at the end of the page',
      )
    }
    const read = await withDeadline(Promise.all(seen), 30_000, 'reading script bodies')
    const byUrl = new Map(read.filter((s) => s !== undefined).map((s) => [s.url, s]))
    return { ...summed([...byUrl.values()]), landedOn: new URL(page.url()).pathname, heading: (await heading.textContent()) ?? '' }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Every script `path` loads in a fresh phone-sized context until the network is idle. */
export async function measureFirstLoadJs(baseUrl: string, path = '/'): Promise<FirstLoadJsResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 30_000 })
  const forget = onInterrupt(() => browser.close())
  try {
    const { scripts, gzipBytes, transferBytes } = await scriptsLoadedBy(browser, `${baseUrl}${path}`)
    return { scripts, gzipBytes, transferBytes }
  } finally {
    await browser.close().catch(() => {})
    forget()
  }
}

const summed = (list: ScriptSize[]): FirstLoadJsResult => {
  const scripts = list.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    scripts,
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    transferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
  }
}

/**
 * What a screen loads on top of the shell: the route's own JS, as its budget counts it. `shell` is `/` read to its
 * end (`toTheEnd`): the layout's footer, which loads as it comes near, is the shell's on every screen, whether a short
 * screen brings it at once or a long one only as the reader scrolls.
 */
export function ownJs(route: FirstLoadJsResult, shell: FirstLoadJsResult): FirstLoadJsResult {
  const shellUrls = new Set(shell.scripts.map((s) => s.url))
  return summed(route.scripts.filter((s) => !shellUrls.has(s.url)))
}

export async function measureRouteOwnJs(baseUrl: string, path: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 30_000 })
  const forget = onInterrupt(() => browser.close())
  try {
    const shell = await scriptsLoadedBy(browser, `${baseUrl}/`, {}, { toTheEnd: true })
    return ownJs(await scriptsLoadedBy(browser, `${baseUrl}${path}`), shell)
  } finally {
    await browser.close().catch(() => {})
    forget()
  }
}
