import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { e2eAdmin } from './support/servers.ts'

// A long journey through several screens: generous limits, for when another run shares the two cores.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

interface PublicPlan {
  id: number
  title: string
  price: number
  duration: string
}

/** The plans page's plans, as the API answers everyone. */
async function publicPlans(request: APIRequestContext) {
  const response = await request.get('/api/plans')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: PublicPlan[] }).data
}

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Plans' }).getByRole('heading', { level: 2 })
const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const toast = (page: Page, title: string) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: title })

test.describe('Plan Management', () => {
  test('an admin adds a plan, and the plans page follows its price, retirement and deletion at once', async ({ page, request }) => {
    await signInAs(page, request, e2eAdmin)
    const tag = randomBytes(4).toString('hex')
    const title = `Scholar Research ${tag}`

    await page.goto('/admin-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: 'Plan Management' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Details' })).toBeVisible()
    await expect(card(page, 'Scholar Plus')).toContainText('₹1,799.00')

    await page.getByRole('link', { name: 'Add New Plan' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Plan' })).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Badge').fill('For researchers')
    await page.getByLabel('Price').fill('2499')
    await page.getByLabel('Currency').selectOption('INR')
    await page.getByLabel('Duration (months)').fill('12')
    // Last on the plans page, after the seeded plans other tests choose from.
    await page.getByLabel('Position').fill('900')
    await page.getByRole('button', { name: 'Save plan' }).click()
    await expect(page.getByText('Choose at least one feature')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Journal Finder' }).check()
    await page.getByRole('checkbox', { name: 'Templates' }).check()
    await page.getByRole('button', { name: 'Save plan' }).click()

    await expect(toast(page, 'Plan created.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin-dashboard\/plans$/)
    await page.getByPlaceholder('Search plans...').fill(tag)
    await expect(cardTitles(page)).toHaveText([title])
    await expect(card(page, title)).toContainText('Offered')
    await expect(card(page, title)).toContainText('₹2,499.00')
    await expect(card(page, title)).toContainText('Journal Finder, Templates')

    const listed = page.url()
    await page.goto('/plans')
    const offered = page.getByRole('article', { name: title })
    await expect(offered).toContainText('For researchers')
    await expect(offered).toContainText('1 year')
    await expect(offered).toContainText('₹2,499.00')
    await expect(offered.getByRole('list', { name: `${title} includes` })).toHaveText(/Journal Finder\s*Templates/)

    // Edit: the form opens filled from the plan, and a new price shows at once.
    await page.goto(listed)
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await expect(page.getByLabel('Price')).toHaveValue('2499')
    await expect(page.getByLabel('Duration (months)')).toHaveValue('12')
    await expect(page.getByRole('checkbox', { name: 'Templates' })).toBeChecked()
    await page.getByLabel('Price').fill('2999.50')
    await page.getByRole('button', { name: 'Save plan' }).click()
    await expect(toast(page, 'Plan updated.')).toBeVisible()
    // Dismissed, so the next save's toast is its own.
    await toast(page, 'Plan updated.').getByRole('button', { name: 'Dismiss' }).click()
    await page.getByPlaceholder('Search plans...').fill(tag)
    await expect(card(page, title)).toContainText('₹2,999.50')
    expect((await publicPlans(request)).find((plan) => plan.title === title)?.price).toBe(299_950)

    // Retired: it stays in the admin list and leaves the plans page.
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await page.getByLabel('Status').selectOption('retired')
    await page.getByRole('button', { name: 'Save plan' }).click()
    await expect(toast(page, 'Plan updated.')).toBeVisible()
    await page.getByPlaceholder('Search plans...').fill(tag)
    await expect(card(page, title)).toContainText('Retired')
    expect((await publicPlans(request)).map((plan) => plan.title)).not.toContain(title)
    await page.goto('/plans')
    await expect(page.getByRole('article', { name: 'Scholar Pro' })).toBeVisible()
    await expect(page.getByRole('article', { name: title })).toHaveCount(0)

    // Nobody bought it, so it can go.
    await page.goto(listed)
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete this plan?' })
    await expect(dialog).toContainText(`“${title}” leaves the admin list and the plans page.`)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Plan deleted.')).toBeVisible()
    await expect(page.getByText('No plans found')).toBeVisible()
  })

  test('a plan members bought is kept, with the server’s reason to retire it instead', async ({ page, request }) => {
    await signInAs(page, request, e2eAdmin)
    // The e2e paid member holds Scholar Plus.
    await page.goto('/admin-dashboard/plans?search=Scholar%20Plus')
    await expect(cardTitles(page)).toHaveText(['Scholar Plus'])
    await expect(card(page, 'Scholar Plus')).toContainText(/Members\s*[1-9]/)
    await page.getByRole('button', { name: 'Delete Scholar Plus' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete this plan?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Members have bought this plan, so it stays for their records. Retire it instead')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(cardTitles(page)).toHaveText(['Scholar Plus'])
    expect((await publicPlans(request)).map((plan) => plan.title)).toContain('Scholar Plus')
  })

  test('the payments list finds a payment by PayPal’s order id', async ({ page, request }) => {
    const token = await signInAs(page, request, e2eAdmin)
    // A payment of the admin's own, started and then canceled, so the list has one this test knows.
    const basic = (await publicPlans(request)).find((plan) => plan.title === 'Scholar Basic')!
    const headers = { authorization: `Bearer ${token}` }
    const created = await request.post('/api/paypal/order/create', { data: { planId: basic.id }, headers })
    expect(created.ok(), await created.text()).toBe(true)
    const { orderId } = ((await created.json()) as { data: { orderId: string } }).data
    expect((await request.post('/api/paypal/order/cancel', { data: { orderId }, headers })).ok()).toBe(true)

    await page.goto('/admin-dashboard/plans')
    await page.getByRole('link', { name: 'Payments' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
    await page.getByPlaceholder('Search by email or PayPal id...').fill(orderId)
    const payments = page.getByRole('list', { name: 'Payments' }).getByRole('article')
    await expect(payments).toHaveCount(1)
    await expect(payments).toContainText('Canceled')
    await expect(payments).toContainText(e2eAdmin.email)
    await expect(payments).toContainText('Scholar Basic')
    await expect(payments).toContainText('₹999.00')
    await expect(payments).toContainText(orderId)

    await page.getByPlaceholder('Search by email or PayPal id...').fill(`nobody-${randomBytes(4).toString('hex')}@example.com`)
    await expect(page.getByText('No payments found')).toBeVisible()
    await page.getByRole('link', { name: 'Back to Plan Management' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Details' })).toBeVisible()
  })
})
