import { expect, type Page } from '@playwright/test'

/**
 * The footer, which loads as it comes near the screen: the page is scrolled to its end, as a reader would, again
 * while content above it still arrives and pushes the end further down.
 */
export async function footerOf(page: Page) {
  const footer = page.getByRole('contentinfo')
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return footer.count()
    })
    .toBe(1)
  return footer
}
