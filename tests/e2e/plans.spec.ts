import { expect, test, type Page } from '@playwright/test'
import { signInAs, signInAsNewMember } from './support/accounts.ts'
import { expectAccessible } from './support/checks.ts'
import { mailFolders } from './support/mail.ts'
import { e2ePaidMember, e2ePorts } from './support/servers.ts'

// Buying a plan in the browser: the product's PayPal button comes from the PayPal sandbox the test server
// runs on a port of its own, and its buyer page opens in a popup as PayPal's does.

/** A toast in the notifications region (radix also announces its text elsewhere for a moment). */
const toast = (page: Page, title: string) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: title })

/** PayPal's button in the open 'Make Payment' dialog, and the buyer page it opens. */
async function payWithPayPal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Make Payment' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('This is a test payment.')).toBeVisible()
  const [buyer] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Pay with PayPal' }).click()])
  await buyer.waitForLoadState()
  await expect(buyer.getByRole('heading', { name: /^Pay ₹/ })).toBeVisible()
  return { dialog, buyer }
}

test.describe('plans', () => {
  test('a visitor sees the packages, and Get Started asks them to sign in first', async ({ page }) => {
    await page.goto('/plans')
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Service Packages' })).toBeVisible()
    const free = page.getByRole('article', { name: 'Access For Free' })
    await expect(free.getByRole('list', { name: 'Access For Free includes' })).toContainText('Research Community')
    const plus = page.getByRole('article', { name: 'Scholar Plus' })
    await expect(plus).toContainText('Most popular')
    await expect(plus).toContainText('6 months')
    await expect(plus).toContainText('₹1,799.00')
    await plus.getByRole('button', { name: 'Get started with Scholar Plus' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplans$/)
    await page.goto('/plans')
    await page.getByRole('button', { name: 'Get started with Access For Free' }).click()
    await expect(page).toHaveURL(/\/register$/)
  })

  test('a free member buys a plan through PayPal and the journal finder opens at once', async ({ page, request }) => {
    test.setTimeout(150_000)
    await signInAsNewMember(page, request, mailFolders.outbox(e2ePorts().main), 'buyer')
    await page.goto('/plans')
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Get started with Scholar Basic' }).click()
    const { dialog, buyer } = await payWithPayPal(page)
    await expectAccessible(buyer)
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(toast(page, 'Payment Successful!')).toContainText(/Your Scholar Basic plan is active until/)
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/subscriptions$/)
    await expect(page.getByRole('row').filter({ hasText: 'Scholar Basic' })).toContainText(/active/i)

    await page.goto('/plans')
    await expect(page.getByRole('button', { name: 'Scholar Basic: your active plan' })).toBeDisabled()
    await page.goto('/journal-finder?search=cardiology')
    await expect(page.getByRole('heading', { name: 'Upgrade Required!' })).toHaveCount(0)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('changing plan asks first; a buyer who cancels or whose card is declined keeps the plan they had', async ({ page, request }) => {
    await signInAs(page, request, e2ePaidMember)
    await page.goto('/plans')
    await expect(page.getByRole('button', { name: 'Scholar Plus: your active plan' })).toBeDisabled()

    await page.getByRole('button', { name: 'Get started with Scholar Pro' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(confirm).toContainText('Your current plan will be canceled.')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('dialog', { name: 'Make Payment' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Get started with Scholar Pro' }).click()
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    const canceled = await payWithPayPal(page)
    await canceled.buyer.getByRole('button', { name: 'Cancel and return' }).click()
    await expect(toast(page, 'Payment canceled!')).toBeVisible()
    await expect(canceled.dialog).toBeHidden()

    await page.getByRole('button', { name: 'Get started with Scholar Pro' }).click()
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    const { dialog, buyer } = await payWithPayPal(page)
    await buyer.getByLabel('Test outcome').selectOption({ label: 'Card declined when the shop captures' })
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(toast(page, 'Payment failed!')).toBeVisible()
    await expect(dialog).toBeHidden()

    await page.reload()
    await expect(page.getByRole('button', { name: 'Scholar Plus: your active plan' })).toBeDisabled()
  })
})

test.describe('plans: PayPal out of reach', () => {
  test('says PayPal could not be loaded instead of showing an empty dialog, and tries again', async ({ page, request }) => {
    await signInAs(page, request, e2ePaidMember)
    await page.route(/\/sdk\/js\?/, (route) => route.abort('internetdisconnected'))
    await page.goto('/plans')
    await expect(page.getByRole('button', { name: 'Scholar Plus: your active plan' })).toBeDisabled()
    await page.getByRole('button', { name: 'Get started with Scholar Pro' }).click()
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Payment' })
    await expect(dialog.getByRole('alert')).toContainText('PayPal could not be loaded.')
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0)
    await expectAccessible(page)
    await page.unroute(/\/sdk\/js\?/)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible()
  })
})

test.describe('plans: an order that cannot be made', () => {
  test('closes the dialog and says Payment failed! once, with the reason', async ({ page, request }) => {
    await signInAs(page, request, e2ePaidMember)
    await page.route('**/api/paypal/order/create', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, code: 'rate_limited', message: 'Too many payment attempts. Please try again later.' } }),
    )
    await page.goto('/plans')
    await expect(page.getByRole('button', { name: 'Scholar Plus: your active plan' })).toBeDisabled()
    await page.getByRole('button', { name: 'Get started with Scholar Pro' }).click()
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Payment' })
    const popup = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click()
    // PayPal's window may close before anything could wait for it to: asked afterwards instead.
    const payPalWindow = await popup
    await expect(toast(page, 'Payment failed!')).toContainText('Too many payment attempts. Please try again later.')
    await expect(toast(page, 'Payment failed!')).toHaveCount(1)
    await expect(dialog).toBeHidden()
    await expect.poll(() => payPalWindow.isClosed()).toBe(true)
  })
})
