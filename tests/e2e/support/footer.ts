import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What loads only as it comes near the screen (the footer, the home page's lower sections): the page is scrolled
 * to its end, as a reader would, again while content above it still arrives and pushes the end further down, until
 * `target` is there; then it is brought into view. Each round may wait for a section's script and data, so on a
 * loaded machine the home page's three lower sections and its footer can take several seconds in all.
 */
export async function reveal(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return target.count()
    }, { intervals: [250], timeout: 20_000 })
    .toBeGreaterThan(0)
  await target.first().scrollIntoViewIfNeeded()
  return target
}

/** The footer, which loads as it comes near the screen. */
export const footerOf = (page: Page) => reveal(page, page.getByRole('contentinfo'))
