import { expect as baseExpect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import { signIn } from './support/accounts.ts'
import { expectAccessible, expectChatLinkClear, expectNoHorizontalScroll } from './support/checks.ts'
import { footerOf } from './support/footer.ts'
import { expectEveryCard, filterPanel, journalList, openFinder } from './support/journals.ts'
import { e2eAdmin, e2ePaidMember } from './support/servers.ts'

// What is about a phone, at 360 px: its own controls, and one pass over every screen for its layout (nothing makes
// it scroll sideways) and for axe. The flows themselves run once, at desktop size, in their own specs.

// axe takes seconds over a long screen on a busy two-core machine, beside the screen's own load; a screen and its
// data can take seconds there too.
base.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

type Who = 'visitor' | 'member' | 'admin'
const accounts = { member: e2ePaidMember, admin: e2eAdmin }

/**
 * One phone page per person per worker, which every screen that person opens navigates to in turn (each screen is
 * still a test of its own, opened by its address). A fresh browser context per screen would download and compile the
 * app and axe again every time, which took as long as the checks themselves. A test that fails takes its worker,
 * and so these pages, with it: the next test starts from new ones.
 */
const test = base.extend<{ pageAs: (who: Who) => Promise<Page> }, { phonePages: Map<Who, Page> }>({
  phonePages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const pages = new Map<Who, Page>()
      await use(pages)
      for (const page of pages.values()) await page.context().close()
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, phonePages, request }, use, testInfo) => {
    await use(async (who) => {
      const open = phonePages.get(who)
      if (open) return open
      // The project's phone, as the `page` fixture would be made, signed in as the app keeps a sign-in.
      const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, serviceWorkers, reducedMotion } = testInfo.project.use
      const signedIn = who === 'visitor' ? undefined : await signIn(request, accounts[who])
      const localStorage = signedIn ? [{ name: 'auth-storage', value: JSON.stringify({ token: signedIn.token, user: signedIn.user }) }] : []
      const context = await browser.newContext({
        viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, serviceWorkers, reducedMotion,
        storageState: { cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage }] },
      })
      const page = await context.newPage()
      phonePages.set(who, page)
      return page
    })
  },
})

/** The address with `{vacancy}` or `{event}` replaced by the first listed one's slug. */
async function resolve(request: APIRequestContext, path: string) {
  const list = path.includes('{vacancy}') ? 'vacancies' : path.includes('{event}') ? 'events' : undefined
  if (!list) return path
  const { data } = (await (await request.get(`/api/${list}`)).json()) as { data: Record<string, { slug: string }[]> }
  return path.replace(/\{\w+\}/, data[list]![0]!.slug)
}

/**
 * Checks the screen as it is (its width, the floating chat link clear of its controls, axe), then again after `then`
 * changes what it shows (a sheet opened, a form's messages). A `then` that only adds to the screen (`adds`: a form's
 * messages beside its fields) is checked by axe once, after it: everything the first look would see is still there.
 */
async function expectFits(page: Page, { then, adds }: Pick<Screen, 'then' | 'adds'>) {
  await expectNoHorizontalScroll(page)
  await expectChatLinkClear(page)
  if (!adds) await expectAccessible(page)
  if (!then) return
  await then(page)
  await expectNoHorizontalScroll(page)
  await expectChatLinkClear(page)
  await expectAccessible(page)
}

interface Screen {
  path: string
  who?: Who
  /** Seen in motion too: the screen has controls only moving content shows (a pause button). */
  moving?: boolean
  /** What shows once the screen has loaded its data. */
  ready?: (page: Page) => Promise<unknown>
  then?: (page: Page) => Promise<void>
  /** `then` only adds to what the screen shows. */
  adds?: boolean
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
const articles = (page: Page) => expect(page.getByRole('article').first()).toBeVisible()
/** On a phone the filters sit behind a button that counts those chosen. */
const filtersCounted = (count: number) => async (page: Page) => {
  await articles(page)
  await expect(page.getByRole('button', { name: `Filters (${count})` })).toBeVisible()
}
const openFilters = async (page: Page) => {
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(page.getByRole('complementary', { name: /filters$/ })).toBeVisible()
}
/** The dashboard's tabs each whole and inside the screen, with no sideways scrolling to reach one. */
const tabsWhole = async (page: Page) => {
  const tabs = page.getByRole('tablist', { name: 'Your account' }).getByRole('tab')
  await expect(tabs).toHaveCount(4)
  const width = page.viewportSize()!.width
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  }
}
/** A form sent empty shows its messages beside its fields. */
const submitEmpty = (save: string, message: string): Pick<Screen, 'then' | 'adds'> => ({
  adds: true,
  then: async (page) => {
    await page.getByRole('button', { name: save }).click()
    await expect(page.getByText(message).first()).toBeVisible()
  },
})

const screens: Screen[] = [
  { path: '/', ready: footerOf, moving: true },
  { path: '/about', ready: footerOf },
  { path: '/page/privacy-policy', ready: footerOf },
  { path: '/page/terms-and-conditions', ready: footerOf },
  { path: '/page/refund-policy', ready: footerOf },
  { path: '/page/disclaimer', ready: footerOf },
  { path: '/no-such-screen', ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await footerOf(page)
  } },
  { path: '/journal-finder', ready: articles, then: async (page) => {
    await page.getByRole('button', { name: 'Match my manuscript' }).click()
    await expect(page.getByText('Sign in to match your manuscript.', { exact: true })).toBeVisible()
  } },
  { path: '/vacancy?country=canada&state=ontario', ready: filtersCounted(2), then: openFilters },
  { path: '/vacancy/{vacancy}' },
  { path: '/event?mode=online', ready: filtersCounted(1), then: openFilters },
  { path: '/event/{event}' },
  { path: '/event/no-such-event-00000000' },
  { path: '/connect', ready: articles },
  { path: '/expert-result?subject=cardiology', ready: articles },
  { path: '/templates' },
  { path: '/rc-community?search=forest', ready: articles },
  { path: '/writting' },
  { path: '/contact' },
  { path: '/plans' },
  { path: '/login' },
  { path: '/register' },
  { path: '/forgot-password' },
  { path: '/user-dashboard', who: 'member', ready: tabsWhole },
  { path: '/settings', who: 'member' },
  { path: '/subscriptions', who: 'member' },
  { path: '/rc-community?search=forest', who: 'member', ready: articles, then: async (page) => {
    await page.getByRole('article').first().getByRole('button', { name: /^Comments/ }).click()
    await expect(page.getByRole('dialog', { name: 'Comments' }).getByText(/Cochrane Handbook/)).toBeVisible()
  } },
  { path: '/admin-dashboard', who: 'admin', then: async (page) => {
    await page.getByRole('button', { name: 'Admin menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Hello Admin' }).getByRole('link', { name: 'Vacancies Management' })).toBeVisible()
  } },
  { path: '/admin-dashboard/vacancies', who: 'admin', ready: articles },
  { path: '/admin-dashboard/vacancies/new', who: 'admin', ...submitEmpty('Save vacancy', 'Choose at least one subject') },
  { path: '/admin-dashboard/events', who: 'admin', ready: articles },
  { path: '/admin-dashboard/events/new', who: 'admin', ...submitEmpty('Save event', 'Choose a subject') },
  { path: '/admin-dashboard/experts', who: 'admin', ready: articles },
  { path: '/admin-dashboard/experts/new', who: 'admin', ...submitEmpty('Save expert', 'Field required') },
  { path: '/admin-dashboard/plans', who: 'admin', ready: articles },
  { path: '/admin-dashboard/plans/new', who: 'admin', ...submitEmpty('Save plan', 'Choose at least one feature') },
  { path: '/admin-dashboard/plans/payments', who: 'admin' },
  { path: '/admin-dashboard/content', who: 'admin' },
  { path: '/admin-dashboard/content/pages/privacy-policy', who: 'admin' },
  { path: '/admin-dashboard/community', who: 'admin' },
  { path: '/admin-dashboard/enquiries', who: 'admin' },
  { path: '/admin-dashboard/queries', who: 'admin' },
  { path: '/admin-dashboard/templates', who: 'admin' },
  { path: '/admin-dashboard/journals', who: 'admin', ready: articles },
  { path: '/admin-dashboard/journals/new', who: 'admin', ...submitEmpty('Save journal', 'Field required') },
  { path: '/admin-dashboard/journals/import', who: 'admin' },
  // A short list: the screen's layout is the same for every list, and axe takes seconds over the subjects' hundreds of buttons.
  { path: '/admin-dashboard/categories/event-modes', who: 'admin', ready: (page) => expect(page.getByRole('list', { name: 'Event modes' }).getByRole('listitem').first()).toBeVisible() },
  { path: '/admin-dashboard/chats', who: 'admin' },
  // The roles table scrolls inside its own box; the New role dialog scrolls inside the screen.
  { path: '/admin-dashboard/roles', who: 'admin', ready: (page) => expect(page.getByRole('rowheader', { name: /^Moderator/ })).toBeVisible(), then: async (page) => {
    await page.getByRole('button', { name: 'New role' }).click()
    await expect(page.getByRole('dialog', { name: 'New role' }).getByRole('checkbox', { name: 'Moderate' })).toBeAttached()
  } },
  { path: '/admin-dashboard/profile', who: 'admin', ready: (page) => expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible() },
  { path: '/admin-dashboard/users', who: 'admin', ready: (page) => expect(page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').first()).toBeVisible() },
  // The admin's own sign-in is the log's first entry at the least.
  { path: '/admin-dashboard/audit', who: 'admin', ready: articles },
  // The overview's figures, then how we count opened and the screens' tables (or their empty state) beside it.
  { path: '/admin-dashboard/analytics', who: 'admin', ready: (page) => expect(page.getByRole('region', { name: 'Overview' }).locator('dt', { hasText: /^Visitors$/ })).toBeVisible(), then: async (page) => {
    await page.getByText('How we count', { exact: true }).click()
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Screens & sources' }).click()
    await expect(page.getByRole('region', { name: 'Screens' }).getByText('Views per visitor', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Devices and browsers' }).getByText('Browsers', { exact: true })).toBeVisible()
  } },
]

test.describe('every screen fits 360 px and passes axe', () => {
  for (const screen of screens) {
    test(`${screen.path}${screen.who ? ` (${screen.who})` : ''}`, async ({ pageAs, request }) => {
      const page = await pageAs(screen.who ?? 'visitor')
      await page.emulateMedia({ reducedMotion: screen.moving ? 'no-preference' : 'reduce' })
      const path = await resolve(request, screen.path)
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0])
      await heading(page)
      await screen.ready?.(page)
      await page.waitForLoadState('networkidle')
      await expectFits(page, screen)
    })
  }
})

test('the menu opens as an overlay, lists the menu and closes on navigation and Escape', async ({ pageAs }) => {
  const page = await pageAs('visitor')
  await page.goto('/')
  const open = page.getByRole('button', { name: /menu/i })
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await open.click()
  const menu = page.getByRole('dialog')
  await expect(menu.getByRole('link', { name: 'Research Community' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await open.click()
  await page.getByRole('dialog').getByRole('link', { name: 'Templates' }).click()
  await expect(page).toHaveURL(/\/templates$/)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the carousel shows the phone set of images', async ({ pageAs }) => {
  const page = await pageAs('visitor')
  await page.goto('/')
  const image = page.locator('[aria-roledescription="carousel"] img').first()
  await expect(image).toHaveAttribute('src', /small-1\.svg/)
})

test('the journal finder keeps its filters behind the Filters button, which counts those chosen', async ({ pageAs }) => {
  const page = await pageAs('visitor')
  await openFinder(page)
  const toggle = page.getByRole('button', { name: /^Filters/ })
  const publisher = page.getByRole('combobox', { name: 'Publisher' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(publisher).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(publisher).toBeVisible()
  await publisher.selectOption({ label: 'Elsevier' })
  await filterPanel(page).getByRole('checkbox', { name: 'Open access only' }).check()
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
  await expectEveryCard(page, 'is an open-access Elsevier journal', (card) => card.publisher === 'Elsevier' && card.badges.includes('Open access'))
  await expectNoHorizontalScroll(page)
  await expectAccessible(page)

  await toggle.click()
  await expect(publisher).toBeHidden()
  await expect(journalList(page).getByRole('article').first()).toBeVisible()
})
