import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { expectAccessible } from './support/checks.ts'
import { e2eAdmin } from './support/servers.ts'

// Signing in hashes with scrypt at OWASP's cost: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

/** The public list's titles for `search`, as the API answers them at once (an admin passes the plan check). */
async function publicTitles(request: APIRequestContext, token: string, search: string) {
  const response = await request.get('/api/vacancies', { params: { search }, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: { vacancies: { title: string }[] } }
  return data.vacancies.map((vacancy) => vacancy.title)
}

const inAWeek = () => {
  const d = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:00`
}

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Vacancies' }).getByRole('heading', { level: 2 })

// Who may open the admin area is AdminShell.test.tsx's (a visitor to the login page, a member home) and every staff
// route's refusals server/modules/admin/permissions.test.ts's.
test.describe('Vacancies Management', () => {
  test('an admin creates, edits and deletes a vacancy, and the public list follows at once', async ({ page, request }) => {
    const token = await signInAs(page, request, e2eAdmin)
    const tag = randomBytes(4).toString('hex')
    const title = `Lecturer in Neuroanatomy ${tag}`

    await page.goto('/admin-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: 'Vacancies Management' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vacancy Details' })).toBeVisible()
    await expect(cardTitles(page).first()).toBeVisible()

    await page.getByRole('link', { name: 'Add New Vacancy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Vacancy' })).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Employer (university or hospital)').fill('McGill University')
    await page.getByLabel('Filter subjects').fill('Anatomy')
    await page.getByRole('checkbox', { name: 'Anatomy', exact: true }).check()
    await page.getByLabel('Type').selectOption({ index: 1 })
    await page.getByLabel('Contract').selectOption('permanent')
    await expect(page.getByLabel('State')).toBeDisabled()
    await page.getByLabel('Country').selectOption({ label: 'Canada' })
    await expect(page.getByLabel('State')).toBeEnabled()
    await page.getByLabel('State').selectOption({ label: 'Quebec' })
    await page.getByLabel('City (optional)').fill('Montreal')
    await page.getByLabel('Apply link').fill('not a link')
    await page.getByLabel('Closes at').fill(inAWeek())
    await page.getByRole('button', { name: 'Save vacancy' }).click()
    await expect(page.getByText('Enter a valid URL starting with http:// or https://')).toBeVisible()
    await page.getByLabel('Apply link').fill('https://www.mcgill.ca/careers')
    await page.getByRole('button', { name: 'Save vacancy' }).click()

    await expect(page.getByText('Vacancy created.', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/admin-dashboard\/vacancies$/)
    await page.getByPlaceholder('Search vacancies...').fill(tag)
    await expect(cardTitles(page)).toHaveText([title])
    expect(await publicTitles(request, token, tag)).toEqual([title])

    // Edit: the form opens filled from the item.
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await expect(page.getByLabel('State')).toHaveValue(/\d+/)
    await expect(page.getByLabel('City (optional)')).toHaveValue('Montreal')
    await page.getByLabel('Title').fill(`Senior ${title}`)
    await page.getByRole('button', { name: 'Save vacancy' }).click()
    await expect(page.getByText('Vacancy updated.', { exact: true })).toBeVisible()
    await page.getByPlaceholder('Search vacancies...').fill(tag)
    await expect(cardTitles(page)).toHaveText([`Senior ${title}`])
    expect(await publicTitles(request, token, tag)).toEqual([`Senior ${title}`])

    // A reload keeps the search and the section.
    await page.reload()
    await expect(cardTitles(page)).toHaveText([`Senior ${title}`])

    await page.getByRole('button', { name: `Delete Senior ${title}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Vacancy deleted.', { exact: true })).toBeVisible()
    await expect(page.getByText('No vacancies found')).toBeVisible()
    expect(await publicTitles(request, token, tag)).toEqual([])
  })

  test('the sidebar collapses to icons that keep their names', async ({ page, request }) => {
    await signInAs(page, request, e2eAdmin)
    await page.goto('/admin-dashboard/vacancies')
    await expect(cardTitles(page).first()).toBeVisible()
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(page.getByRole('link', { name: 'Vacancies Management' })).toHaveAttribute('aria-label', 'Vacancies Management')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
  })
})
