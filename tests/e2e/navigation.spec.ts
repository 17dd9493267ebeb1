import { expect, test } from '@playwright/test'
import { footerOf, reveal } from './support/footer.ts'

// The old /pages/{slug} form and a content page the server lacks are ContentPage.test.tsx's; an unknown route's
// not-found screen is in the phone pass (phone.spec.ts).
test.describe('navigation', () => {
  test('the menu comes from the server and leads to each screen, highlighting the current one', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation')
    const routes = {
      'Journal Finder': '/journal-finder',
      Vacancies: '/vacancy',
      Events: '/event',
      'Connect to Expert': '/connect',
      Templates: '/templates',
      'Research Community': '/rc-community',
      'Writing Services': '/writting',
    }
    for (const [name, href] of Object.entries(routes)) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
    await nav.getByRole('link', { name: 'Events' }).click()
    await expect(page).toHaveURL(/\/event$/)
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Templates' })).not.toHaveAttribute('aria-current', 'page')
  })

  test('footer links open the managed content pages', async ({ page }) => {
    await page.goto('/')
    await (await footerOf(page)).getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/page\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible()
    await expect(page).toHaveTitle(/Privacy Policy/)
    await (await footerOf(page)).getByRole('link', { name: 'Refund Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible()
  })

  test('the logo leads home', async ({ page }) => {
    await page.goto('/page/disclaimer')
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect(await reveal(page.getByRole('heading', { name: 'Our Services' }))).toBeVisible()
  })

  test('the about page opens at its about-us anchor and describes this product', async ({ page }) => {
    await page.goto('/about#about-us')
    await expect(page.getByRole('heading', { level: 1, name: 'About Scholar Hub' })).toBeVisible()
    await expect(page.locator('#about-us')).toBeInViewport()
    await expect(page.getByText(/Real Estate/)).toHaveCount(0)
  })

  test('a keyboard user can skip to the main content', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: /skip to (main )?content/i })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page.locator('main')).toBeInViewport()
  })
})
