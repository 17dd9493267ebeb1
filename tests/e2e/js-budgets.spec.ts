import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type BrowserContextOptions } from '@playwright/test'
import { ownJs, scriptsLoadedBy, type FirstLoadJsResult } from '../bench/first-load-js.ts'
import { budgets, kb } from '../bench/report.ts'
import { e2eAdmin, e2ePaidMember } from './support/servers.ts'

// The bench's own measure (gzip -9 of each script a fresh phone load fetches), run here on the production build the
// e2e server already serves, so a screen that outgrows its budget fails `npm test`, not only `npm run bench`.

/** Every screen the router knows, read from its generated tree so a new route is measured without listing it. */
function screens(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const fullPaths = /fullPaths:([^]*?)\n\s*fileRoutesByTo/.exec(tree)?.[1] ?? ''
  // A path parameter gets a page the seed has, so the screen shows what it shows a visitor.
  return [...fullPaths.matchAll(/'([^']+)'/g)].map(([, path]) => path!.replace(/\$[^/]+/g, 'privacy-policy'))
}

const scriptList = (js: FirstLoadJsResult) => js.scripts.map((s) => `${s.url} ${kb(s.gzipBytes)} kB`).join(', ')

/** A stored sign-in (the paid member's, or the admin's for the admin area), for the screens that send a visitor to the login page. */
async function signedIn(request: APIRequestContext, origin: string, account = e2ePaidMember): Promise<BrowserContextOptions> {
  const response = await request.post('/api/login', { data: account })
  expect(response.ok(), 'signing in to measure the private screens').toBe(true)
  const { data } = (await response.json()) as { data: { token: string; user: unknown } }
  const value = JSON.stringify({ token: data.token, user: data.user })
  return { storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'auth-storage', value }] }] } }
}

test.describe('JS budgets (gzip -9)', () => {
  // The budgets are for a phone's first visit, which the measure sets up itself; one project is enough.
  test.skip(({ isMobile }) => !isMobile, 'measured once, in the phone project')
  // Each screen is loaded in a fresh phone context, up to three times for a private one: the time grows with the routes.
  test.describe.configure({ timeout: 60_000 + 15_000 * screens().length })

  test(`the first screen loads at most ${budgets.firstLoadJsKb} kB, and every other screen at most ${budgets.routeOwnJsKb} kB of its own`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const shell = await scriptsLoadedBy(browser, `${baseURL}/`)
    expect
      .soft(shell.gzipBytes, `/ loads ${kb(shell.gzipBytes)} kB of JS (${scriptList(shell)}); its budget is ${budgets.firstLoadJsKb} kB`)
      .toBeLessThanOrEqual(budgets.firstLoadJsKb * 1000)
    // What a screen's own JS is counted on top of: the shell with its footer, which every screen has (ownJs).
    const layout = await scriptsLoadedBy(browser, `${baseURL}/`, {}, { toTheEnd: true })

    // A private screen is measured signed in, on top of the shell as a signed-in member loads it (the header's
    // account controls are the shell's, not the screen's); an admin screen, which sends a member home, as the admin.
    type SignedIn = { signIn: BrowserContextOptions; shell: FirstLoadJsResult }
    const accounts = new Map<typeof e2ePaidMember, SignedIn>()
    const as = async (account: typeof e2ePaidMember) => {
      if (!accounts.has(account)) {
        const signIn = await signedIn(request, baseURL!, account)
        accounts.set(account, { signIn, shell: await scriptsLoadedBy(browser, `${baseURL}/`, signIn, { toTheEnd: true }) })
      }
      return accounts.get(account)!
    }
    const asAdmin = async (path: string) => {
      const admin = await as(e2eAdmin)
      return { loaded: await scriptsLoadedBy(browser, `${baseURL}${path}`, admin.signIn), under: admin.shell }
    }
    const measure = async (path: string) => {
      // The admin area sends visitors to sign in and members home: only the admin's load says anything.
      if (path.startsWith('/admin-dashboard')) return asAdmin(path)
      const loaded = await scriptsLoadedBy(browser, `${baseURL}${path}`)
      if (loaded.landedOn !== '/login' || path === '/login') return { loaded, under: layout }
      const member = await as(e2ePaidMember)
      const asMember = await scriptsLoadedBy(browser, `${baseURL}${path}`, member.signIn)
      if (asMember.landedOn !== '/' || path === '/') return { loaded: asMember, under: member.shell }
      return asAdmin(path)
    }
    for (const path of screens().filter((p) => p !== '/')) {
      let { loaded, under } = await measure(path)
      // A screen that loads nothing of its own was not measured whole (on a busy machine a load can be counted
      // before its chunk is): it is measured once more before that counts as a failure.
      if (!ownJs(loaded, under).scripts.length) ({ loaded, under } = await measure(path))
      const own = ownJs(loaded, under)
      // Nothing of its own means the screen never rendered (a build that does not start), not a free screen.
      expect.soft(own.scripts.length, `${path} loaded no JS of its own (its heading: "${loaded.heading}"): did the app start?`).toBeGreaterThan(0)
      expect
        .soft(own.gzipBytes, `${path} loads ${kb(own.gzipBytes)} kB of its own JS (${scriptList(own)}); its budget is ${budgets.routeOwnJsKb} kB`)
        .toBeLessThanOrEqual(budgets.routeOwnJsKb * 1000)
    }
  })
})
