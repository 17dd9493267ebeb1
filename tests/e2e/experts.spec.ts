import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { urlFilters } from './support/journals.ts'
import { e2eAdmin, e2eExpert, e2ePaidMember } from './support/servers.ts'

// The demo data has about thirty made-up experts across the medical subjects, each labelled Demo and none verified, and
// the demo expert account; the server adds one real expert (e2eExpert). A small machine shared by two browsers: allow
// a busy moment.
// A visitor told to sign in and a member whose plan lacks the feature are ConnectPage.test.tsx's (the server's answer
// for them its API tests', and the way back after signing in accounts.spec.ts's and journal-finder-access.spec.ts's).
// Paging, no expert twice and who is never listed are server/modules/experts/list.test.ts's; scrolling to the next
// page is the directory kit's, through a real browser in journal-finder-access.spec.ts.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const expertList = (page: Page) => page.getByRole('list', { name: 'Experts', exact: true })
const listState = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const toast = (page: Page, title: string) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: title })

interface ExpertFacts {
  name: string
  verified: boolean
  demo: boolean
  /** The card's labelled facts by label: Education, Profession, SME, Languages, Typical reply, Helped, ORCID iD. */
  facts: Record<string, string | undefined>
}

/** What each expert card shows, read as a person reads it: the name, the badge and the labelled facts. */
function expertFacts(scope: Locator): Promise<ExpertFacts[]> {
  return scope.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector('h3')?.textContent?.trim() ?? '',
      verified: [...card.querySelectorAll('p')].some((p) => p.textContent?.trim() === 'Verified'),
      demo: [...card.querySelectorAll('span')].some((span) => span.textContent?.trim() === 'Demo'),
      facts: Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim()])),
    })),
  )
}

/** Waits until the list shows cards and every one passes `check`; a failure names the experts that did not. */
async function expectEveryExpert(page: Page, what: string, check: (card: ExpertFacts) => boolean) {
  await expect
    .poll(
      async () => {
        const cards = await expertFacts(expertList(page))
        return cards.length ? cards.filter((card) => !check(card)).map((card) => card.name) : ['(no expert cards shown yet)']
      },
      { message: `every expert card ${what}` },
    )
    .toEqual([])
}

async function openDirectory(page: Page, path = '/connect') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(expertList(page).getByRole('article').first()).toBeVisible()
}

const connectButton = (page: Page, name: string) => page.getByRole('button', { name: `Connect with ${name}` })

test('connect: visitors browse the experts, verified first, demo ones labelled, and narrow them by subject and search kept in the URL', async ({ page }) => {
  await openDirectory(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Connect to Expert' })).toBeVisible()
  await expect(expertList(page).getByRole('article')).toHaveCount(12)
  const first = await expertFacts(expertList(page))
  // Made-up people say so, and never claim staff checked who they are.
  expect(first.filter((card) => card.demo).length).toBeGreaterThan(6)
  expect(first.filter((card) => card.demo && card.verified)).toEqual([])
  // Verified first: no verified expert after one who is not.
  const badges = first.map((card) => card.verified)
  expect(badges).toEqual([...badges].sort((a, b) => Number(b) - Number(a)))
  for (const card of first) expect(Object.keys(card.facts)).toEqual(expect.arrayContaining(['SME', 'Typical reply', 'Helped']))
  await expect(connectButton(page, first[0]!.name)).toBeVisible()

  const subject = page.getByRole('combobox', { name: 'Subject' })
  await expect(subject.locator('option').first()).toHaveText('All')
  await subject.selectOption({ label: 'Epidemiology' })
  await expect.poll(() => urlFilters(page)).toEqual({ subject: 'epidemiology' })
  await expectEveryExpert(page, 'is an epidemiologist', (card) => card.facts.SME?.split(', ').includes('Epidemiology') === true)

  const search = page.getByRole('searchbox', { name: 'Search experts' })
  await search.fill('Okafor')
  await expect.poll(() => urlFilters(page)).toEqual({ subject: 'epidemiology', search: 'Okafor' })
  await expectEveryExpert(page, 'is Prof. Okafor', (card) => card.name === 'Prof. Samuel Okafor')
  const okafor = (await expertFacts(expertList(page)))[0]!
  expect(okafor).toMatchObject({ verified: false, demo: true, facts: { Education: 'PhD', Profession: 'Professor', Languages: 'English, Yoruba' } })
  expect(okafor.facts['ORCID iD']).toMatch(/^0000-0000-\d{4}-\d{3}[\dX]$/)

  // A reload shows the same list; a search nobody matches says so.
  await page.reload()
  await expect(search).toHaveValue('Okafor')
  await expect(subject).toHaveValue('epidemiology')
  await expectEveryExpert(page, 'is Prof. Okafor', (card) => card.name === 'Prof. Samuel Okafor')
  await search.fill('zzyzx nobody')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(listState(page, 'No experts match your filters.')).toBeVisible()
})

test('connect: a member whose plan has it opens the conversation with the expert in the chat', async ({ page, request }) => {
  await signInAs(page, request, e2ePaidMember)
  await openDirectory(page, '/expert-result?search=Anil%20Sharma')
  await expect(page.getByRole('heading', { level: 1, name: 'Expert results' })).toBeVisible()
  await expect(expertList(page).getByRole('article')).toHaveCount(1)
  await connectButton(page, 'Prof. Anil Sharma').click()
  await expect(page).toHaveURL((url) => url.pathname === '/chat' && /^[0-9a-f-]{36}$/.test(url.searchParams.get('conversationId') ?? ''))
  const first = new URL(page.url()).searchParams.get('conversationId')
  // Connecting again opens the same conversation.
  await openDirectory(page, '/connect?search=Anil%20Sharma')
  await connectButton(page, 'Prof. Anil Sharma').click()
  await expect(page).toHaveURL((url) => url.pathname === '/chat' && url.searchParams.get('conversationId') === first)
})

test('Expert Management: staff verify an expert and the badge shows on Connect to Expert at once', async ({ page, request }) => {
  await signInAs(page, request, e2eAdmin)
  await page.goto('/admin-dashboard')
  await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: 'Expert Management' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Profiles' })).toBeVisible()
  await page.getByPlaceholder('Search experts by name or email...').fill('Qureshi')
  const card = page.getByRole('article', { name: e2eExpert.name })
  await expect(card).toContainText('Listed')
  await expect(card).toContainText('Verified')
  await card.getByRole('button', { name: `Verify ${e2eExpert.name}`, exact: true }).click()
  await expect(toast(page, `${e2eExpert.name} is verified.`)).toBeVisible()
  await expect(card.getByRole('button', { name: `Unverify ${e2eExpert.name}`, exact: true })).toBeVisible()

  const admin = page.url()
  await openDirectory(page, '/connect?search=Qureshi')
  await expectEveryExpert(page, 'is Dr. Qureshi, verified', (expert) => expert.name === e2eExpert.name && expert.verified)

  // The edit form opens filled from the profile and checks an ORCID iD's last character.
  await page.goto(admin)
  await card.getByRole('link', { name: `Edit ${e2eExpert.name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Expert' })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue(e2eExpert.name)
  await expect(page.getByLabel('Languages')).toHaveValue(e2eExpert.languages.join(', '))
  await expect(page.getByRole('checkbox', { name: /^Verified/ })).toBeChecked()
  await page.getByLabel('ORCID iD (optional)').fill('0000-0002-1825-0098')
  await page.getByRole('button', { name: 'Save expert' }).click()
  await expect(page.getByText('This ORCID iD is mistyped: its last character does not match the others')).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()

  // Unverified again: the badge goes from the directory too.
  await page.getByPlaceholder('Search experts by name or email...').fill('Qureshi')
  await card.getByRole('button', { name: `Unverify ${e2eExpert.name}`, exact: true }).click()
  await expect(toast(page, `${e2eExpert.name} is no longer verified.`)).toBeVisible()
  await openDirectory(page, '/connect?search=Qureshi')
  await expectEveryExpert(page, 'is Dr. Qureshi, not verified', (expert) => expert.name === e2eExpert.name && !expert.verified)
})
