import { test } from '@playwright/test'
import {
  cardFacts,
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

  test('indexing: a checked index appears on every card; a second one widens the list', async ({ page }) => {
    await openFinder(page)
    const cinahl = filterPanel(page).getByRole('checkbox', { name: 'CINAHL', exact: true })
    await cinahl.check()
    await expect.poll(() => urlFilters(page)).toEqual({ indexes: ['cinahl'] })
    await expectEveryCard(page, 'is indexed in CINAHL', (card) => listOf(card.indexing).includes('CINAHL'))
    // A dozen or so journals: one page, so the list says it has them all.
    await expect(listState(page, 'No more journals to load.')).toBeVisible()
    const cinahlOnly = (await shownTitles(page)).length

    await filterPanel(page).getByRole('checkbox', { name: 'APA PsycInfo', exact: true }).check()
    await expect.poll(() => urlFilters(page)).toEqual({ indexes: ['cinahl', 'psycinfo'] })
    await expectEveryCard(page, 'is indexed in CINAHL or APA PsycInfo', (card) =>
      listOf(card.indexing).some((index) => index === 'CINAHL' || index === 'APA PsycInfo'),
    )
    await expect.poll(async () => (await shownTitles(page)).length).toBeGreaterThan(cinahlOnly)
    await expect(cinahl).toBeChecked()
  })

  test('impact factor: the text box and the slider set the same minimum', async ({ page }) => {
    await openFinder(page)
    const box = filterPanel(page).getByRole('textbox', { name: 'Impact Factor' })
    const slider = filterPanel(page).getByRole('slider', { name: 'Impact Factor' })
    await expect(slider).toHaveAttribute('aria-valuetext', 'Any impact factor')

    await box.fill('5')
    await expect.poll(() => urlFilters(page)).toEqual({ impactFactor: 5 })
    await expectEveryCard(page, 'has an impact factor of at least 5', (card) => (impactFactorOf(card) ?? 0) >= 5)
    await expect(slider).toHaveValue('5')
    await expect(slider).toHaveAttribute('aria-valuetext', 'At least 5')

    await slider.fill('10')
    await expect.poll(() => urlFilters(page)).toEqual({ impactFactor: 10 })
    await expectEveryCard(page, 'has an impact factor of at least 10', (card) => (impactFactorOf(card) ?? 0) >= 10)
    await expect(box).toHaveValue('10')

    // Text that is not a number says so; that it leaves the filters as they were is in JournalFinderPage.test.tsx.
    await box.fill('ten')
    await expect(filterPanel(page).getByText('Impact factor must be a number from 0, such as 2.5', { exact: true })).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')

    await box.fill('')
    await expect.poll(() => urlFilters(page)).toEqual({})
    await expect(slider).toHaveValue('0')
    await expect(box).toHaveAttribute('aria-invalid', 'false')
  })

  test('open access and no publication fee: every card carries the matching badges', async ({ page }) => {
    await openFinder(page)
    const terms = filterPanel(page).getByRole('group', { name: 'Publishing terms' })

    await terms.getByRole('checkbox', { name: 'Open access only' }).check()
    await expect.poll(() => urlFilters(page)).toEqual({ openAccess: true })
    await expectEveryCard(page, "has the 'Open access' badge", (card) => card.badges.includes('Open access'))

    await terms.getByRole('checkbox', { name: 'No publication fee' }).check()
    await expect.poll(() => urlFilters(page)).toEqual({ openAccess: true, noApc: true })
    await expectEveryCard(page, "is open access with the 'No APC' badge", (card) => card.badges.includes('Open access') && card.badges.includes('No APC'))

    await terms.getByRole('checkbox', { name: 'Open access only' }).uncheck()
    await expect.poll(() => urlFilters(page)).toEqual({ noApc: true })
    await expectEveryCard(page, "has the 'No APC' badge", (card) => card.badges.includes('No APC'))
    expect((await cardFacts(journalList(page))).some((card) => !card.badges.includes('Open access'))).toBe(true)
  })

  test('subject: every card lists the chosen subject', async ({ page }) => {
    await openFinder(page)
    const subject = filterPanel(page).getByRole('combobox', { name: 'Subject' })
    await subject.selectOption({ label: 'Cardiology' })
    await expect.poll(() => urlFilters(page)).toEqual({ subject: 'cardiology' })
    await expectEveryCard(page, 'lists Cardiology among its subjects', (card) => listOf(card.subjects).includes('Cardiology'))
    await expect(listState(page, 'No more journals to load.')).toBeVisible()
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

