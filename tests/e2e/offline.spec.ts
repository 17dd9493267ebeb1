import { expect, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts.ts'
import { waitForSavedCache, waitForServiceWorker } from './support/checks.ts'
import { footerOf, reveal } from './support/footer.ts'
import { mailFolders } from './support/mail.ts'
import { e2ePorts } from './support/servers.ts'

const outbox = mailFolders.outbox(e2ePorts().main)

// What the service worker does (offline reading, updates, background sync) is tested here; other specs block it.
test.use({ serviceWorkers: 'allow' })

// The service worker downloads and stores the whole precache before it takes control: 10 s or more on a busy
// two-core machine, before the test's own steps.
test.describe.configure({ timeout: 90_000 })

test.describe('offline', () => {
  test('home and a visited content page reload from the cache with an offline notice; a page never visited says it cannot be loaded instead of hanging', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await expect(await reveal(page.getByRole('heading', { name: 'Our Services' }))).toBeVisible()
    await (await footerOf(page)).getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await waitForSavedCache(page, 'What we collect')

    await context.setOffline(true)
    await page.goto('/')
    await expect(page.getByRole('status').filter({ hasText: 'You are offline. Showing what you last saw.' })).toBeVisible()
    await expect(await reveal(page.getByRole('heading', { name: 'Our Services' }))).toBeVisible()
    await expect(await reveal(page.getByRole('heading', { name: 'Why Choose Us' }))).toBeVisible()

    await page.goto('/page/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible()

    // One of the same screens never opened before: said so, not left loading.
    await page.goto('/page/disclaimer')
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    await expect(page.getByText(/offline|could not be loaded|try again/i).first()).toBeVisible()

    await context.setOffline(false)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
  })

  test('a vacancy saved from the list opens from the Saved tab with the network off', async ({ page, context, request }) => {
    await signInAsNewMember(page, request, outbox, 'saved-offline')
    await page.goto('/vacancy')
    await waitForServiceWorker(page)
    const card = page.getByRole('article').first()
    const title = (await card.getByRole('heading').first().innerText()).trim()
    const save = card.getByRole('button', { name: `Save ${title}` })
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    // Both kept on the device: the saved list, and the vacancy's page as its card showed it.
    await waitForSavedCache(page, '"/vacancy/')
    await waitForSavedCache(page, '["vacancies","item",')

    await context.setOffline(true)
    await page.goto('/user-dashboard?tab=saved')
    const vacancies = page.getByRole('region', { name: 'Vacancies' })
    await expect(vacancies.getByRole('link', { name: title, exact: true })).toBeVisible()
    await vacancies.getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true')
  })
})
