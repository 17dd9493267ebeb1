import { test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts.ts'
import { expectAccessible, savedCache, waitForServiceWorker } from './support/checks.ts'
import {
  cardFacts,
  expectEveryCard,
  filterPanel,
  finderExpect as expect,
  impactFactorOf,
  journalList,
  listOf,
  listState,
  openAsPaidMember,
  openFinder,
  shownTitles,
  upgradeToast,
  urlFilters,
} from './support/journals.ts'
import { mailFolders } from './support/mail.ts'
import { e2ePaidMember, e2ePorts } from './support/servers.ts'

test.describe.configure({ timeout: 90_000 })

test.describe('journal finder: a member whose plan has it', () => {
  test('search: typed words narrow the list and go into the URL', async ({ page, request }) => {
    await openAsPaidMember(page, request)
    await expect(journalList(page).getByRole('article').first()).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search journals' })

    await search.fill('glaucoma')
    await expect.poll(() => urlFilters(page)).toEqual({ search: 'glaucoma' })
    await expectEveryCard(page, 'is an eye journal', (card) => listOf(card.subjects).includes('Ophthalmology'))
    await expect(listState(page, 'No more journals to load.')).toBeVisible()
    await expect(upgradeToast(page)).toHaveCount(0)

    // The Search button sends at once; a search combines with the filters.
    await search.fill('cataract')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => urlFilters(page)).toEqual({ search: 'cataract' })
    await filterPanel(page).getByRole('combobox', { name: 'Publisher' }).selectOption({ label: 'Springer Nature' })
    await expect.poll(() => urlFilters(page)).toEqual({ search: 'cataract', publisher: 'springer-nature' })
    await expectEveryCard(page, 'is a Springer Nature eye journal', (card) => card.publisher === 'Springer Nature' && listOf(card.subjects).includes('Ophthalmology'))

    // The search text survives a reload; Clear filters empties the box too.
    await page.reload()
    await expect(search).toHaveValue('cataract')
    await expectEveryCard(page, 'is a Springer Nature eye journal', (card) => card.publisher === 'Springer Nature' && listOf(card.subjects).includes('Ophthalmology'))
    await filterPanel(page).getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => urlFilters(page)).toEqual({})
    await expect(search).toHaveValue('')
    await expect.poll(async () => (await shownTitles(page)).length).toBeGreaterThanOrEqual(20)
  })

  test('scrolling loads the next pages until the list ends', async ({ page, request }) => {
    // Elsevier has a few dozen demo journals: two or three pages of 20.
    await openAsPaidMember(page, request, '/journal-finder?publisher=elsevier')
    const cards = journalList(page).getByRole('article')
    await expect(cards).toHaveCount(20)
    await expect(page.getByRole('button', { name: 'CLICK HERE FOR MORE' })).toHaveCount(0)

    const end = listState(page, 'No more journals to load.')
    await expect(async () => {
      await cards.last().scrollIntoViewIfNeeded()
      await expect(end).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })

    const all = await cardFacts(journalList(page))
    expect(all.length).toBeGreaterThan(20)
    expect(all.length).toBeLessThanOrEqual(60)
    expect(new Set(all.map((card) => card.title)).size, 'no journal is listed twice').toBe(all.length)
    expect(all.filter((card) => card.publisher !== 'Elsevier').map((card) => card.title)).toEqual([])
    // Sorted as the API sorts without search: highest impact factor first, across the pages.
    const factors = all.map((card) => impactFactorOf(card) ?? -1)
    expect(factors).toEqual([...factors].sort((a, b) => b - a))
    await expect(listState(page, 'Loading more journals...')).toHaveCount(0)
  })

  test('match my manuscript: a pasted abstract gets ranked journals with the reasons they fit', async ({ page, request }) => {
    await openAsPaidMember(page, request)
    const match = page.getByRole('region', { name: 'Match my manuscript' })
    const trigger = match.getByRole('button', { name: 'Match my manuscript' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    await match.getByRole('textbox', { name: 'Manuscript title' }).fill('Early rhythm control after acute myocardial infarction in patients with heart failure')
    await match
      .getByRole('textbox', { name: 'Abstract' })
      .fill(
        'Background: Atrial fibrillation is common after acute myocardial infarction and worsens outcomes in heart failure. ' +
          'Methods: In a multicentre cohort of 1,240 patients with reduced ejection fraction treated with percutaneous coronary intervention, ' +
          'we compared early rhythm control with rate control. Echocardiography was repeated at six months. ' +
          'Results: Early rhythm control was associated with fewer hospital admissions for heart failure and a higher ejection fraction at follow-up, ' +
          'with no excess of adverse events. Conclusions: In patients with coronary artery disease and heart failure, early rhythm control of ' +
          'atrial fibrillation may improve cardiovascular outcomes.',
      )
    await match.getByRole('textbox', { name: 'Keywords' }).fill('atrial fibrillation, heart failure, myocardial infarction')
    await match.getByRole('button', { name: 'Find matching journals' }).click()

    await expect(match.getByRole('status').filter({ hasText: /^\d+ journals? match(es)? your manuscript\.$/ })).toBeVisible()
    await expect(match.getByRole('heading', { name: 'Best matches' })).toBeVisible()
    await expect(match.getByText('Your manuscript reads as: Cardiology.', { exact: true })).toBeVisible()

    const ranked = await cardFacts(match)
    expect(ranked.length).toBeGreaterThan(1)
    expect(ranked[0]!.score).toBe('Match 1: 100%')
    // Ranked: numbered in order, best first.
    expect(ranked.map((card) => Number(/^Match (\d+):/.exec(card.score ?? '')?.[1]))).toEqual(ranked.map((_, i) => i + 1))
    const percents = ranked.map((card) => Number(/(\d+)%$/.exec(card.score ?? '')?.[1]))
    expect(percents).toEqual([...percents].sort((a, b) => b - a))
    // Why the best ones matched: the manuscript's own words, and the subject it reads as.
    await expect(match.getByText('Why it matched', { exact: true }).first()).toBeVisible()
    expect(listOf(ranked[0]!.subjects)).toContain('Cardiology')
    expect(listOf(ranked[0]!.matchedSubjects)).toContain('Cardiology')
    const shared = listOf(ranked[0]!.sharedTerms)
    expect(shared.length).toBeGreaterThan(0)
    expect(shared.some((term) => ['heart', 'failure', 'myocardial', 'infarction', 'atrial', 'fibrillation', 'ejection'].includes(term)), `shared terms: ${shared.join(', ')}`).toBe(true)

    await expectAccessible(page)
  })
})

// 'CLICK HERE FOR MORE' for a visitor, a shared search link and Match my manuscript for a visitor are the directory
// kit's and the manuscript panel's component tests (src/features/directory-kit, src/features/journals), and the
// server's refusals its API tests (server/modules/journals/access.test.ts): here, the journeys through the real
// server and its plans.
test.describe('journal finder: what needs a plan', () => {
  test('a visitor typing a search sees the upgrade prompt, signs in, and comes back to the same words and filters', async ({ page }) => {
    await page.clock.install()
    await openFinder(page)
    await expect(journalList(page).getByRole('article')).toHaveCount(20)
    // Filters are free; searching needs the plan.
    await filterPanel(page).getByRole('combobox', { name: 'Publisher' }).selectOption({ label: 'Springer Nature' })
    await expect.poll(() => urlFilters(page)).toEqual({ publisher: 'springer-nature' })
    const search = page.getByRole('searchbox', { name: 'Search journals' })
    await search.fill('cataract')
    await expect(upgradeToast(page)).toBeVisible()
    await expect(search).toHaveValue('cataract')
    // The prompt stays for its 5 seconds, then moves on by itself, carrying the search in the way back.
    await page.clock.fastForward(5_000)
    await expect(page).toHaveURL(/\/login\?redirect=%2Fjournal-finder/)

    await page.getByLabel('Username / Email').fill(e2ePaidMember.email)
    await page.getByLabel('Password', { exact: true }).fill(e2ePaidMember.password)
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/journal-finder\?/, { timeout: 20_000 })
    expect(urlFilters(page)).toEqual({ publisher: 'springer-nature', search: 'cataract' })
    await expect(search).toHaveValue('cataract')
    await expectEveryCard(page, 'is a Springer Nature eye journal', (card) => card.publisher === 'Springer Nature' && listOf(card.subjects).includes('Ophthalmology'))
    await expect(upgradeToast(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'CLICK HERE FOR MORE' })).toHaveCount(0)
  })

  test('a free member asking for more is sent to the plans', async ({ page, request }) => {
    await page.clock.install()
    await signInAsNewMember(page, request, mailFolders.outbox(e2ePorts().main), 'finder-free')
    await openFinder(page)
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible()
    await page.getByRole('button', { name: 'CLICK HERE FOR MORE' }).click()
    await expect(upgradeToast(page)).toBeVisible()
    await page.clock.fastForward(5_000)
    await expect(page).toHaveURL(/\/plans(?:[?#]|$)/)
  })
})

test.describe('journal finder: offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test('a reload offline shows the saved journals, and a filter matches among them', async ({ page, context }) => {
    test.setTimeout(60_000)
    await openFinder(page)
    await waitForServiceWorker(page)
    // The list on screen and the one saved agree once the save has caught up with the last answer; titles are
    // compared as the saved JSON spells them.
    const savedTitles = async () => {
      const [shown, saved] = await Promise.all([shownTitles(page), savedCache(page)])
      return shown.length === 20 && shown.every((title) => saved.includes(JSON.stringify(title).slice(1, -1))) ? shown : []
    }
    await expect.poll(savedTitles, { timeout: 20_000 }).toHaveLength(20)
    const titles = await shownTitles(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline. Showing what you last saw.' })).toBeVisible()
    await expect.poll(() => shownTitles(page)).toEqual(titles)

    await filterPanel(page).getByRole('checkbox', { name: 'Open access only' }).check()
    await expect(page.getByText('Offline: showing matches from journals saved on this device.', { exact: true })).toBeVisible()
    await expectEveryCard(page, 'is an open-access journal saved on this device', (card) => card.badges.includes('Open access') && titles.includes(card.title))
    const matches = await shownTitles(page)
    expect(matches.length).toBeLessThan(titles.length)

    // Back online, the same filter asks the server again: the notice goes and the whole list returns.
    await context.setOffline(false)
    await expect(page.getByText('Offline: showing matches from journals saved on this device.', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
    await expectEveryCard(page, 'is open access', (card) => card.badges.includes('Open access'))
    await expect.poll(async () => (await shownTitles(page)).length).toBe(20)
  })
})
