import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { signInAs } from './accounts.ts'
import { e2ePaidMember } from './servers.ts'

/**
 * Opens `path` signed in as the paid member (a plan with the journal finder), signed in through the API: the login
 * form and its way back are accounts.spec.ts's and journal-finder-access.spec.ts's.
 */
export async function openAsPaidMember(page: Page, request: APIRequestContext, path = '/journal-finder') {
  await signInAs(page, request, e2ePaidMember)
  await page.goto(path)
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 20_000 })
}

/** The filter column (beside the list on wide screens, behind 'Filters' on phones). */
export const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Journal filters' })

/** The finder's journal list; absent while loading and when nothing matches. */
export const journalList = (page: Page) => page.getByRole('list', { name: 'Journals', exact: true })

/** The list's state line ('No more journals to load.', 'No journals match your filters.'). */
export const listState = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

export interface CardFacts {
  title: string
  badges: string[]
  impactFactor: string | null
  publisher: string | null
  indexing: string | null
  subjects: string | null
  sharedTerms: string | null
  matchedSubjects: string | null
  /** 'Match 1: 100%' on a manuscript match. */
  score: string | null
}

/** What each journal card in `scope` shows, read as a person reads it: its heading, badges and labelled facts. */
export function cardFacts(scope: Locator): Promise<CardFacts[]> {
  return scope.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const fact = (name: string) => {
        const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === name)
        return term?.nextElementSibling?.textContent?.trim() ?? null
      }
      return {
        title: card.querySelector('h3, h4')?.textContent?.trim() ?? '',
        badges: [...card.querySelectorAll('ul[aria-label="Publishing terms"] li')].map((li) => li.textContent?.trim() ?? ''),
        impactFactor: fact('Impact Factor'),
        publisher: fact('Publisher'),
        indexing: fact('Indexing'),
        subjects: fact('Subjects'),
        sharedTerms: fact('Shared terms'),
        matchedSubjects: fact('Matched subjects'),
        score: [...card.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').find((text) => /^Match \d+:/.test(text)) ?? null,
      }
    }),
  )
}

/** The impact factor a card shows, or null for 'Not listed'. */
export const impactFactorOf = (card: CardFacts) => (card.impactFactor && card.impactFactor !== 'Not listed' ? Number(card.impactFactor.replace(/,/g, '')) : null)

/**
 * Waits until the list shows cards again and every one passes `check`; the poll reports the titles that do
 * not, so a failure names the journals that slipped through the filter.
 */
export async function expectEveryCard(page: Page, what: string, check: (card: CardFacts) => boolean, { timeout = 10_000 } = {}) {
  await expect
    .poll(
      async () => {
        const cards = await cardFacts(journalList(page))
        return cards.length ? cards.filter((card) => !check(card)).map((card) => card.title) : ['(no journal cards shown yet)']
      },
      { message: `every journal card ${what}`, timeout },
    )
    .toEqual([])
}

/** The titles the finder's list shows, in order. */
export const shownTitles = async (page: Page) => (await cardFacts(journalList(page))).map((card) => card.title)

/** The URL's search parameters, each parsed as the app's router writes it (JSON where it looks like JSON). */
export function urlFilters(page: Page): Record<string, unknown> {
  const entries = [...new URL(page.url()).searchParams].map(([name, value]) => {
    try {
      return [name, JSON.parse(value) as unknown]
    } catch {
      return [name, value]
    }
  })
  return Object.fromEntries(entries)
}


// Signing in hashes with scrypt at OWASP's cost, and the list comes from a production server shared by two
// browsers on a small machine: allow a busy moment.
export const finderExpect = expect.configure({ timeout: 15_000 })

export const listOf = (text: string | null) => (text ? text.split(', ') : [])
export const upgradeToast = (page: Page) => page.getByText('Upgrade Required!', { exact: true }).first()

/** The finder with its first page of cards shown. */
export async function openFinder(page: Page, path = '/journal-finder') {
  await page.goto(path)
  await finderExpect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await finderExpect(journalList(page).getByRole('article').first()).toBeVisible()
}
