import { test, type Locator, type Page } from '@playwright/test'
import { finderExpect as expect, openAsPaidMember, upgradeToast, urlFilters } from './support/journals.ts'

// The demo data has a few hundred events across countries, Canadian provinces among them, every type and mode. What a
// visitor asking for more sees is the directory kit's (src/features/directory-kit/directory-kit.test.tsx; the events'
// plan feature in EventsPage.test.tsx), and that journey through the real server journal-finder-access.spec.ts's.
// Scrolling to the next page is the kit's too, through a real browser in journal-finder-access.spec.ts, and the pages'
// order the API's (server/modules/events/list.test.ts).

test.describe.configure({ timeout: 90_000 })

const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Event filters' })
const eventList = (page: Page) => page.getByRole('list', { name: 'Events', exact: true })

interface EventFacts {
  title: string
  startsAt: string | null
  /** The card's labelled facts by label: Date, Subject, Type, Mode, Location, Next deadline. */
  facts: Record<string, string | undefined>
}

/** What each event card shows, read as a person reads it: its heading, start and labelled facts. */
function eventFacts(scope: Locator): Promise<EventFacts[]> {
  return scope.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h3')?.textContent?.trim() ?? '',
      startsAt: card.querySelector('time')?.getAttribute('datetime') ?? null,
      facts: Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim()])),
    })),
  )
}

/** Waits until the list shows cards and every one passes `check`; a failure names the events that did not. */
async function expectEveryEvent(page: Page, what: string, check: (card: EventFacts) => boolean) {
  await expect
    .poll(
      async () => {
        const cards = await eventFacts(eventList(page))
        return cards.length ? cards.filter((card) => !check(card)).map((card) => card.title) : ['(no event cards shown yet)']
      },
      { message: `every event card ${what}` },
    )
    .toEqual([])
}

async function openEvents(page: Page, path = '/event') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(eventList(page).getByRole('article').first()).toBeVisible()
}

test('events: the first page loads soonest first, each card with its date, place and a calendar file', async ({ page }) => {
  await openEvents(page)
  await expect(eventList(page).getByRole('article')).toHaveCount(20)
  const first = eventList(page).getByRole('article').first()
  await expect(first.getByText(/^(Happening now|Starts today|Starts tomorrow|Starts in \d+ days)$/)).toBeVisible()
  await expect(first.getByRole('link', { name: /^Visit Website/ })).toHaveAttribute('target', '_blank')
  const starts = (await eventFacts(eventList(page))).map((card) => Date.parse(card.startsAt ?? ''))
  expect(starts).toEqual([...starts].sort((a, b) => a - b))

  const calendar = await first.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')
  const ics = await page.request.get(calendar!)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR$/)
})

test('events: a country, then one of its states, and a mode narrow the list and stay in the URL', async ({ page }) => {
  await openEvents(page)
  const country = filterPanel(page).getByRole('combobox', { name: 'Country' })
  const state = filterPanel(page).getByRole('combobox', { name: 'State' })
  await expect(state).toBeDisabled()

  await country.selectOption({ label: 'Canada' })
  await expect.poll(() => urlFilters(page)).toEqual({ country: 'canada' })
  await expect(state).toBeEnabled()
  await expectEveryEvent(page, 'is in Canada', (card) => /, Canada(, and online)?$/.test(card.facts.Location ?? ''))
  await state.selectOption({ label: 'Ontario' })
  await expect.poll(() => urlFilters(page)).toEqual({ country: 'canada', state: 'ontario' })
  await expectEveryEvent(page, 'is in Ontario', (card) => /, Ontario, Canada(, and online)?$/.test(card.facts.Location ?? ''))

  await filterPanel(page).getByRole('button', { name: 'Clear filters' }).click()
  await filterPanel(page).getByRole('combobox', { name: 'Mode' }).selectOption({ label: 'Online' })
  await expect.poll(() => urlFilters(page)).toEqual({ mode: 'online' })
  await expectEveryEvent(page, 'is online', (card) => card.facts.Mode === 'Online' && card.facts.Location === 'Online')
  await expect(filterPanel(page).getByRole('link', { name: 'Calendar feed for these filters' })).toHaveAttribute('href', '/api/events/calendar.ics?mode=online')

  await page.reload()
  await expect(filterPanel(page).getByRole('combobox', { name: 'Mode' })).toHaveValue('online')
})

test.describe('events: a member whose plan has them', () => {
  test('search narrows the list and goes into the URL', async ({ page, request }) => {
    await openAsPaidMember(page, request, '/event')
    await expect(eventList(page).getByRole('article').first()).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search events' })
    await search.fill('webinar')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => urlFilters(page)).toEqual({ search: 'webinar' })
    await expectEveryEvent(page, 'is a webinar', (card) => /webinar/i.test(card.title) || card.facts.Type === 'Webinar')
    await expect(upgradeToast(page)).toHaveCount(0)
  })
})
