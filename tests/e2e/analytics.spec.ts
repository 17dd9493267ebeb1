import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { signIn, storeSignIn, type SignIn } from './support/accounts.ts'
import { e2eAdmin, e2ePaidMember } from './support/servers.ts'

// Analytics from a visit to the report: a visitor's screens reach the server by beacon, a member's vacancy search
// that finds nothing is recorded, and staff read both in Analytics & Reporting. The server writes views in batches
// about every second, so the reports are read again until they show them; other specs browse at the same time, so
// counts are compared with what they were before, and the visit is told apart by the site it came from.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

// Headless Chromium says so in its User-Agent, and bots are not counted: the visitor and the member use an ordinary one.
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const today = () => new Date().toISOString().slice(0, 10)

/** Each screen's views today, from the report staff read. */
async function screenViewsToday(request: APIRequestContext, admin: SignIn) {
  const response = await request.get(`/api/admin/analytics/screens?from=${today()}&to=${today()}`, { headers: { authorization: `Bearer ${admin.token}` } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { screens: { name: string; views: number }[] } }
  return Object.fromEntries(data.screens.map((screen) => [screen.name, screen.views]))
}

/**
 * A page in a browser of its own, as someone else on another computer: with an address of its own (the e2e server
 * trusts loopback's X-Forwarded-For), so it is a visitor apart and its beacons are not refused by the limit the
 * other specs' browsers use up from 127.0.0.1.
 */
async function someoneElse(browser: Browser, signedIn?: SignIn) {
  const address = `198.51.100.${1 + (randomBytes(1)[0]! % 254)}`
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': address } })
  const page = await context.newPage()
  if (signedIn) await storeSignIn(page, signedIn)
  return page
}

/** Waits for the beacon of the screen `go` opens, and returns what it said. */
async function viewOf(page: Page, go: () => Promise<unknown>) {
  const beacon = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/view')
  await go()
  return JSON.parse((await beacon).postData() ?? 'null') as unknown
}

/** A row's cells in one of the report's tables, by the row's name. */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })

/** A row's views (its first number) or visitors (its second), as a number. */
const count = async (page: Page, table: string, name: string, column: 'views' | 'visitors' = 'views') =>
  Number((await rowOf(page, table, name).getByRole('cell').nth(column === 'views' ? 0 : 1).textContent())?.replace(/\D/g, ''))

test('a visitor’s screens and a search that found nothing show in Analytics for today', async ({ browser, page, request }) => {
  const admin = await signIn(request, e2eAdmin)
  const before = await screenViewsToday(request, admin)
  const site = `news-${randomBytes(4).toString('hex')}.example.org`
  const words = `quokka zyx${randomBytes(4).toString('hex')}`

  // A visitor arrives from another site and opens three screens; each sends its route's pattern, never its address.
  const visitor = await someoneElse(browser)
  expect(await viewOf(visitor, () => visitor.goto('/', { referer: `https://${site}/a-story` }))).toEqual({ screen: '/', referrer: site })
  expect(await viewOf(visitor, () => visitor.goto('/vacancy?country=canada'))).toEqual({ screen: '/vacancy' })
  const events = visitor.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Events', exact: true })
  expect(await viewOf(visitor, () => events.click())).toEqual({ screen: '/event' })
  await visitor.context().close()

  // A member with a plan searches the vacancies for words no vacancy has.
  const member = await someoneElse(browser, await signIn(request, e2ePaidMember))
  await member.goto(`/vacancy?search=${encodeURIComponent(words)}`)
  await expect(member.getByText('No vacancies match your filters.')).toBeVisible()
  await member.context().close()

  await storeSignIn(page, admin)
  await page.goto('/admin-dashboard/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics & Reporting' })).toBeVisible()
  await page.getByRole('link', { name: 'Today', exact: true }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('from') === today() && url.searchParams.get('to') === today())
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Screens & sources' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('report') === 'screens')

  // Read again (a reload) until the batch with the visit has been written.
  await expect(async () => {
    await page.reload()
    await expect(rowOf(page, 'Where visitors came from', site)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // One visitor came from that site (whether the report gives it the visit's first view or all three).
  expect(await count(page, 'Where visitors came from', site, 'visitors')).toBe(1)
  for (const screen of ['/', '/vacancy', '/event']) expect(await count(page, 'Most viewed screens', screen), screen).toBeGreaterThanOrEqual((before[screen] ?? 0) + 1)

  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Searches' }).click()
  const noResults = page.getByRole('table', { name: 'Searches with no results', exact: true })
  await expect(async () => {
    await page.reload()
    await expect(noResults.getByRole('rowheader', { name: words, exact: true })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // Listed under the vacancies' directory: the rows after its group's heading and before the next group's.
  const group = noResults.locator('tbody').filter({ has: page.getByRole('rowheader', { name: 'Vacancies', exact: true }) })
  await expect(group.getByRole('rowheader', { name: words, exact: true })).toBeVisible()
})
