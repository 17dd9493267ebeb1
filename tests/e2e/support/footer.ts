import type { Page } from '@playwright/test'

/** The footer, which loads as it comes near the screen: the page is scrolled to its end first, as a reader would. */
export async function footerOf(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footer = page.getByRole('contentinfo')
  await footer.waitFor()
  return footer
}
