import { expect, test } from '@playwright/test'
import { expectNoHorizontalScroll } from './support/checks.ts'
import { footerOf } from './support/footer.ts'

test.describe('at phone size', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'phone only'))

  test('the menu opens as an overlay, lists the menu and closes on navigation and Escape', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: /menu/i })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Research Community' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await open.click()
    await page.getByRole('dialog').getByRole('link', { name: 'Templates' }).click()
    await expect(page).toHaveURL(/\/templates$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the carousel shows the phone set of images', async ({ page }) => {
    await page.goto('/')
    const image = page.locator('[aria-roledescription="carousel"] img').first()
    await expect(image).toHaveAttribute('src', /small-1\.svg/)
  })

  for (const path of ['/', '/about', '/page/privacy-policy', '/page/terms-and-conditions', '/page/refund-policy', '/page/disclaimer', '/no-such-screen']) {
    test(`${path} fits 360 px without horizontal scroll`, async ({ page }) => {
      await page.goto(path)
      await footerOf(page)
      await page.waitForLoadState('networkidle')
      await expectNoHorizontalScroll(page)
    })
  }
})
