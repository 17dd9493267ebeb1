import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { phone } from '../support/chromium.ts'
import { signInAs } from './support/accounts.ts'
import { waitForSavedCache, waitForServiceWorker } from './support/checks.ts'
import { e2eAdmin } from './support/servers.ts'

// Signing in hashes with scrypt, and the phone's service worker stores the whole precache: seconds each on a busy
// two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

/** The About page as any visitor's request gets it now. */
async function publicAbout(request: APIRequestContext) {
  const response = await request.get('/api/pages/about')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { content: string } }).data.content
}

test('staff edit About as a draft, preview and publish it, a phone that kept it offline gets it on reconnecting, and the earlier revision is restored', async ({ page, request, browser }) => {
  const words = `Updated for the new term ${randomBytes(4).toString('hex')}`
  const phoneContext = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL, serviceWorkers: 'allow' })
  const onPhone = await phoneContext.newPage()
  try {
    // A phone keeps About for offline reading.
    await onPhone.goto('/about')
    await waitForServiceWorker(onPhone)
    await expect(onPhone.getByRole('heading', { level: 1, name: 'About Scholar Hub' })).toBeVisible()
    await waitForSavedCache(onPhone, 'Built for health-science research')

    await signInAs(page, request, e2eAdmin)
    await page.goto('/admin-dashboard/content')
    await page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'About Scholar Hub' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible()
    const content = page.getByRole('textbox', { name: 'Content' })
    await content.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(words)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved.', { exact: true })).toBeVisible()
    // Visitors still get the published page.
    expect(await publicAbout(request)).not.toContain(words)

    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('heading', { level: 1, name: 'About Scholar Hub' })).toBeVisible()
    await expect(preview.getByText(words)).toBeVisible()

    await phoneContext.setOffline(true)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Page published.', { exact: true })).toBeVisible()
    expect(await publicAbout(request)).toContain(words)
    await page.goto('/about')
    await expect(page.getByText(words)).toBeVisible()

    // Offline the phone still shows what it kept; once it connects again it shows the published page.
    await expect(onPhone.getByText(words)).toHaveCount(0)
    await phoneContext.setOffline(false)
    await expect(onPhone.getByText(words)).toBeVisible()

    // The version before this publish comes back as a draft, and on the site with the next publish.
    await page.goBack()
    const revisions = page.getByRole('region', { name: 'Revisions' })
    await expect(revisions.getByRole('button', { name: /^Restore the revision/ })).toHaveCount(2, { timeout: 20_000 })
    await revisions.getByRole('button', { name: /^Restore the revision/ }).nth(1).click()
    await expect(page.getByText('Revision restored as a draft. Publish it to show it on the site.', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Content' }).getByText(words)).toHaveCount(0)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Page published.', { exact: true })).toBeVisible()
    expect(await publicAbout(request)).not.toContain(words)
  } finally {
    await phoneContext.close()
  }
})

test('on a phone, a directory’s header is compact, so the search and the first results are in the first screen', async ({ browser }) => {
  const phoneContext = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' })
  const onPhone = await phoneContext.newPage()
  try {
    await onPhone.goto('/vacancy')
    const more = onPhone.getByRole('button', { name: /^More about / })
    await expect(more).toBeVisible()
    const search = onPhone.getByRole('searchbox', { name: 'Search vacancies' })
    const firstResult = onPhone.getByRole('region', { name: 'Open positions' }).getByRole('heading', { level: 3 }).first()
    for (const shown of [search, firstResult]) {
      await expect(shown).toBeVisible()
      const box = await shown.boundingBox()
      expect(box!.y + box!.height).toBeLessThanOrEqual(740)
    }
    // The rest of the block is a tap away.
    await more.click()
    await expect(onPhone.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  } finally {
    await phoneContext.close()
  }
})
