import { test } from '@playwright/test'
import {
  expectEveryCard,
  filterPanel,
  finderExpect as expect,
  impactFactorOf,
  journalList,
  listOf,
  listState,
  openFinder,
  shownTitles,
  urlFilters,
} from './support/journals.ts'

test.describe.configure({ timeout: 90_000 })

// Each filter's own rules are the API's (server/modules/journals/list.test.ts: indexes, impact factor, subject, open
// access, no fee, and their combinations) and the screen's (JournalFinderPage.test.tsx: each control to the URL and the
// query, the impact factor's box and slider, text that is not a number). Here, through the real server and a real
// browser's history: one filter back and forward and cleared, filters nothing meets, and a link with several.
test.describe('journal finder: each filter narrows the list and is kept in the URL', () => {
  test('publisher: every card is from the chosen publisher, and Clear filters brings all back', async ({ page }) => {
    await openFinder(page)
    const everyone = await shownTitles(page)
    const publisher = filterPanel(page).getByRole('combobox', { name: 'Publisher' })
    await expect(publisher).toHaveValue('')

    await publisher.selectOption({ label: 'Elsevier' })
    await expect.poll(() => urlFilters(page)).toEqual({ publisher: 'elsevier' })
    await expectEveryCard(page, 'names Elsevier as its publisher', (card) => card.publisher === 'Elsevier')
    expect(await shownTitles(page)).not.toEqual(everyone)

    // Back undoes the choice; Forward brings it back.
    await page.goBack()
    await expect.poll(() => urlFilters(page)).toEqual({})
    await expect(publisher).toHaveValue('')
    await expect.poll(() => shownTitles(page)).toEqual(everyone)
    await page.goForward()
    await expect(publisher).toHaveValue('elsevier')
    await expectEveryCard(page, 'names Elsevier as its publisher', (card) => card.publisher === 'Elsevier')

    await filterPanel(page).getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => urlFilters(page)).toEqual({})
    await expect(publisher).toHaveValue('')
    await expect.poll(() => shownTitles(page)).toEqual(everyone)
    await expect(filterPanel(page).getByRole('button', { name: 'Clear filters' })).toBeDisabled()
  })

  test('filters no journal meets say so instead of showing a list', async ({ page }) => {
    await openFinder(page)
    // Frontiers journals are all open access and all charge a publication fee.
    await filterPanel(page).getByRole('combobox', { name: 'Publisher' }).selectOption({ label: 'Frontiers' })
    await expectEveryCard(page, 'is from Frontiers', (card) => card.publisher === 'Frontiers')
    await filterPanel(page).getByRole('checkbox', { name: 'No publication fee' }).check()
    await expect.poll(() => urlFilters(page)).toEqual({ publisher: 'frontiers', noApc: true })
    await expect(listState(page, 'No journals match your filters.')).toBeVisible()
    await expect(journalList(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'CLICK HERE FOR MORE' })).toHaveCount(0)
  })

  test('a link with filters opens with those controls set and the same list as choosing them', async ({ page }) => {
    await openFinder(page, '/journal-finder?publisher=elsevier&indexes=scopus&impactFactor=2.5&openAccess=true')
    const panel = filterPanel(page)
    await expect(panel.getByRole('combobox', { name: 'Publisher' })).toHaveValue('elsevier')
    await expect(panel.getByRole('checkbox', { name: 'Scopus', exact: true })).toBeChecked()
    await expect(panel.getByRole('checkbox', { name: 'PubMed/MEDLINE', exact: true })).not.toBeChecked()
    await expect(panel.getByRole('textbox', { name: 'Impact Factor' })).toHaveValue('2.5')
    await expect(panel.getByRole('slider', { name: 'Impact Factor' })).toHaveValue('2.5')
    await expect(panel.getByRole('checkbox', { name: 'Open access only' })).toBeChecked()
    await expect(panel.getByRole('checkbox', { name: 'No publication fee' })).not.toBeChecked()
    await expect(panel.getByRole('combobox', { name: 'Subject' })).toHaveValue('')
    await expectEveryCard(page, 'matches the link', (card) =>
      card.publisher === 'Elsevier' && listOf(card.indexing).includes('Scopus') && (impactFactorOf(card) ?? 0) >= 2.5 && card.badges.includes('Open access'),
    )
    const linked = await shownTitles(page)

    // The same choices made by hand give the same URL and the same journals in the same order.
    await openFinder(page)
    await panel.getByRole('combobox', { name: 'Publisher' }).selectOption({ label: 'Elsevier' })
    await panel.getByRole('checkbox', { name: 'Scopus', exact: true }).check()
    await panel.getByRole('textbox', { name: 'Impact Factor' }).fill('2.5')
    await panel.getByRole('checkbox', { name: 'Open access only' }).check()
    await expect.poll(() => urlFilters(page)).toEqual({ publisher: 'elsevier', indexes: ['scopus'], impactFactor: 2.5, openAccess: true })
    await expect.poll(() => shownTitles(page)).toEqual(linked)

    // And that URL, reloaded, shows them again.
    await page.reload()
    await expect(panel.getByRole('combobox', { name: 'Publisher' })).toHaveValue('elsevier')
    await expect(panel.getByRole('checkbox', { name: 'Scopus', exact: true })).toBeChecked()
    await expect(panel.getByRole('textbox', { name: 'Impact Factor' })).toHaveValue('2.5')
    await expect(panel.getByRole('checkbox', { name: 'Open access only' })).toBeChecked()
    await expect.poll(() => shownTitles(page)).toEqual(linked)
  })
})

