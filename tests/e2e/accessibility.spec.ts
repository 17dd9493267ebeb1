import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/checks.ts'
import { footerOf } from './support/footer.ts'

// axe takes 10 to 25 s over the home page on a busy two-core machine, beside the page's own load.
test.describe.configure({ timeout: 90_000 })

for (const path of ['/', '/about', '/page/privacy-policy', '/no-such-screen']) {
  test(`${path} has no serious or critical accessibility issue`, async ({ page }) => {
    await page.goto(path)
    await footerOf(page)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  })
}

test('a keyboard user can skip to the main content', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').waitFor()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /skip to (main )?content/i })
  await expect(skip).toBeFocused()
  await skip.press('Enter')
  await expect(page.locator('main')).toBeInViewport()
})
