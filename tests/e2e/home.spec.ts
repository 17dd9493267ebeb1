import { expect, test } from '@playwright/test'
import { footerOf, reveal } from './support/footer.ts'

// The home page as the real server fills it: its managed texts, lists and contact info. How each block behaves
// (the carousel's dots and timer, the video's play, the chips' links, a failing block) is in the component tests
// under src/features/home and src/features/layout.

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    // The app renders after the load event; act only once the layout is there.
    await page.getByRole('banner').waitFor()
  })

  test('shows every block with the server’s content, from the subject chips to the footer', async ({ page }) => {
    // The blocks under the hero come once the first screen is up and the browser is idle, the footer with the first
    // screen: find-in-page and a jump to the footer landmark reach them before the reader scrolls.
    for (const name of ['Our Services', 'PREMIUM SERVICES PACKAGE', 'Why Choose Us']) await expect(page.getByRole('heading', { name })).toBeAttached()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeAttached()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // First, before the carousel moves on by itself (every 7 s).
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel.getByRole('img', { name: 'Find the right journal for your manuscript' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Anatomy', exact: true }).first()).toHaveAttribute('href', '/journal-finder?subject=anatomy')
    await expect(page.getByRole('link', { name: 'Herbal Medicine', exact: true }).first()).toBeAttached()
    await expect(page.getByRole('link', { name: 'Login or Create Account' })).toHaveAttribute('href', '/login')
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/918040000000')

    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible()
    await expect(page.locator('video')).toHaveAttribute('poster', /about-us-1-poster\.jpg/)
    await expect(page.getByRole('heading', { name: 'From first draft to published paper' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'A community that answers' })).toBeVisible()

    await expect(await reveal(page.getByRole('heading', { name: 'Our Services' }))).toBeVisible()
    await expect(page.getByRole('link', { name: /Learn More/ })).toHaveCount(7)
    await expect(page.getByRole('heading', { name: 'Connect to Expert' })).toBeVisible()
    await expect(await reveal(page.getByRole('heading', { name: 'PREMIUM SERVICES PACKAGE' }))).toBeVisible()
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/plans')
    await expect(await reveal(page.getByRole('heading', { name: 'Why Choose Us' }))).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Works on your phone, even offline' })).toBeVisible()

    const footer = await footerOf(page)
    await expect(footer.getByRole('link', { name: 'hello@scholarhub.example' })).toHaveAttribute('href', 'mailto:hello@scholarhub.example')
    await expect(footer.getByRole('link', { name: '+91 80 4000 0000' })).toHaveAttribute('href', /^tel:\+918040000000$/)
    for (const name of ['About Us', 'Contact Us', 'Privacy Policy', 'Terms And Conditions', 'Refund Policy', 'Disclaimer']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: /LinkedIn/i })).toHaveAttribute('target', '_blank')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('header turns white once scrolled past 50 px', async ({ page }) => {
    const header = page.getByRole('banner')
    await page.mouse.wheel(0, 400)
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
  })
})
