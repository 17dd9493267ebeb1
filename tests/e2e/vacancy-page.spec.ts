import { expect, test, type Page } from '@playwright/test'
import { expectOpensUnderCsp, servedItemPage } from './support/item-pages.ts'

// The demo data has a few hundred vacancies, most of them open; each has its own page at /vacancy/{slug}.

const vacancyList = (page: Page) => page.getByRole('list', { name: 'Vacancies', exact: true })

test('vacancy page: opens from its card in the list, says what the post is, and goes back', async ({ page }) => {
  await page.goto('/vacancy')
  const card = vacancyList(page).getByRole('article').first()
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
  await card.getByRole('link', { name: title, exact: true }).click()

  await expect(page).toHaveURL(/\/vacancy\/[a-z0-9-]+-[a-z0-9]{8}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(/^Closes (today|tomorrow|in \d+ days)$/)).toBeVisible()
  for (const fact of ['Type', 'Contract', 'Location', 'Closing date', 'Posted']) await expect(page.getByRole('term').filter({ hasText: fact })).toHaveCount(1)
  await expect(page.getByRole('link', { name: /^Apply/ })).toHaveAttribute('target', '_blank')
  await expect(page).toHaveTitle(`${title} at ${(await page.locator('h1 + p').textContent())!.trim()} · Scholar Hub`)

  await page.getByRole('link', { name: 'All vacancies' }).click()
  await expect(page).toHaveURL(/\/vacancy$/)
  await expect(vacancyList(page).getByRole('article').first()).toBeVisible()
})

test('vacancy page: the server’s HTML names the vacancy and carries its JobPosting, which the CSP lets be', async ({ page, request, baseURL }) => {
  const { data } = (await (await request.get('/api/vacancies')).json()) as { data: { vacancies: { slug: string; title: string; employer: string }[] } }
  const vacancy = data.vacancies[0]!
  const url = `${baseURL}/vacancy/${vacancy.slug}`

  expect(await servedItemPage(request, url)).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: vacancy.title,
      hiringOrganization: { '@type': 'Organization', name: vacancy.employer },
      validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      datePosted: expect.stringMatching(/\+00:00$/),
      directApply: false,
      url,
    }),
  ])
  expect((await request.get('/vacancy/no-such-post-00000000')).status()).toBe(404)
  await expectOpensUnderCsp(page, url, vacancy.title)
})
