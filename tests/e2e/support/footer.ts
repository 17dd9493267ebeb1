import type { Locator, Page } from '@playwright/test'

/** Brings `target` into view as a reader scrolling to it would, once it is there (the home's lower blocks come when idle). */
export async function reveal(target: Locator) {
  await target.first().scrollIntoViewIfNeeded()
  return target
}

/** The footer, scrolled into view. */
export const footerOf = (page: Page) => reveal(page.getByRole('contentinfo'))
