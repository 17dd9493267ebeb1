import { test, type Locator, type Page } from '@playwright/test'
import { finderExpect as expect, openAsPaidMember, upgradeToast, urlFilters } from './support/journals.ts'

// The demo data has a few hundred vacancies across countries, Canadian provinces first; most are open. What a
// visitor asking for more sees is the directory kit's (src/features/directory-kit/directory-kit.test.tsx), and that
// journey through the real server journal-finder-access.spec.ts's. Scrolling to the next page is the kit's too, through
// a real browser in journal-finder-access.spec.ts, and the pages' order the API's (server/modules/vacancies/list.test.ts).

test.describe.configure({ timeout: 90_000 })

const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Vacancy filters' })
const vacancyList = (page: Page) => page.getByRole('list', { name: 'Vacancies', exact: true })

interface VacancyFacts {
  title: string
  employer: string
  closesAt: string | null
  /** The card's labelled facts by label: Subject, Type, Location, Salary, Closing date. */
  facts: Record<string, string | undefined>
}

/** What each vacancy card shows, read as a person reads it: its heading, employer, countdown and labelled facts. */
function vacancyFacts(scope: Locator): Promise<VacancyFacts[]> {
  return scope.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h3')?.textContent?.trim() ?? '',
      employer: card.querySelector('h3 + p')?.textContent?.trim() ?? '',
      closesAt: card.querySelector('time')?.getAttribute('datetime') ?? null,
      facts: Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim()])),
    })),
  )
}

/** Waits until the list shows cards and every one passes `check`; a failure names the vacancies that did not. */
async function expectEveryVacancy(page: Page, what: string, check: (card: VacancyFacts) => boolean) {
  await expect
    .poll(
      async () => {
        const cards = await vacancyFacts(vacancyList(page))
        return cards.length ? cards.filter((card) => !check(card)).map((card) => card.title) : ['(no vacancy cards shown yet)']
      },
      { message: `every vacancy card ${what}` },
    )
    .toEqual([])
}

async function openVacancies(page: Page, path = '/vacancy') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(vacancyList(page).getByRole('article').first()).toBeVisible()
}

test('vacancies: the first page loads, with cards that say where, what and how long is left', async ({ page }) => {
  await openVacancies(page)
  await expect(vacancyList(page).getByRole('article')).toHaveCount(20)
  const first = vacancyList(page).getByRole('article').first()
  await expect(first.getByText(/^Closes (today|tomorrow|in \d+ days)$/)).toBeVisible()
  await expect(first.getByRole('link', { name: /^Visit Website/ })).toHaveAttribute('target', '_blank')
  const cards = await vacancyFacts(vacancyList(page))
  // Soonest closing first.
  const closing = cards.map((card) => Date.parse(card.closesAt ?? ''))
  expect(closing).toEqual([...closing].sort((a, b) => a - b))
  expect(closing[0]).toBeGreaterThan(Date.now() - 60_000)
})

test('vacancies: a country, then one of its states, narrows the list and stays in the URL', async ({ page }) => {
  await openVacancies(page)
  const country = filterPanel(page).getByRole('combobox', { name: 'Country' })
  const state = filterPanel(page).getByRole('combobox', { name: 'State' })
  await expect(state).toBeDisabled()

  await country.selectOption({ label: 'Canada' })
  await expect.poll(() => urlFilters(page)).toEqual({ country: 'canada' })
  await expect(state).toBeEnabled()
  await expectEveryVacancy(page, 'is in Canada', (card) => card.facts.Location?.endsWith(', Canada') === true)

  await state.selectOption({ label: 'Ontario' })
  await expect.poll(() => urlFilters(page)).toEqual({ country: 'canada', state: 'ontario' })
  await expectEveryVacancy(page, 'is in Ontario', (card) => card.facts.Location === 'Ontario, Canada')

  // A reload shows the same list; another country starts State again at All States.
  await page.reload()
  await expect(state).toHaveValue('ontario')
  await expectEveryVacancy(page, 'is in Ontario', (card) => card.facts.Location === 'Ontario, Canada')
  await country.selectOption('united-states')
  await expect.poll(() => urlFilters(page)).toEqual({ country: 'united-states' })
  await expect(state).toHaveValue('')
  const chosen = (await country.locator('option:checked').textContent())!.trim()
  await expectEveryVacancy(page, `is in ${chosen}`, (card) => card.facts.Location?.endsWith(`, ${chosen}`) === true)
})

test.describe('vacancies: a member whose plan has them', () => {
  test('search narrows the list and goes into the URL', async ({ page, request }) => {
    await openAsPaidMember(page, request, '/vacancy')
    await expect(vacancyList(page).getByRole('article').first()).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search vacancies' })
    await expect(search).toHaveAttribute('placeholder', 'Search for a position...')
    await search.fill('consultant')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => urlFilters(page)).toEqual({ search: 'consultant' })
    await expectEveryVacancy(page, 'is a consultant post', (card) => /consultant/i.test(card.title))
    await expect(upgradeToast(page)).toHaveCount(0)
    await page.reload()
    await expect(search).toHaveValue('consultant')
  })
})
