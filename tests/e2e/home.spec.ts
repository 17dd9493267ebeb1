import { expect, test } from '@playwright/test'

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    // The app renders after the load event; act only once the layout is there.
    await page.getByRole('banner').waitFor()
  })

  test('shows the subject chips, each leading to the journal finder with its subject', async ({ page }) => {
    const anatomy = page.getByRole('link', { name: 'Anatomy', exact: true }).first()
    await expect(anatomy).toHaveAttribute('href', '/journal-finder?subject=anatomy')
    await expect(page.getByRole('link', { name: 'Herbal Medicine', exact: true }).first()).toBeAttached()
  })

  test('shows the hero carousel with arrows and dots that change the slide', async ({ page }) => {
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel).toBeVisible()
    await expect(carousel.getByRole('img', { name: 'Find the right journal for your manuscript' })).toBeVisible()
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click()
    await expect(carousel.getByRole('img', { name: 'Meet subject experts in a real-time chat' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
  })

  test('shows About Us with a looping muted video and two illustrated parts', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible()
    const video = page.locator('video')
    await expect(video).toHaveAttribute('poster', /about-us-1-poster\.jpg/)
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true)
    await expect(page.getByRole('heading', { name: 'From first draft to published paper' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'A community that answers' })).toBeVisible()
  })

  test('has the whole page and its footer in the first render, before any scrolling', async ({ page }) => {
    // Find-in-page and a jump to the footer landmark reach them without the reader scrolling first.
    for (const name of ['Our Services', 'PREMIUM SERVICES PACKAGE', 'Why Choose Us']) await expect(page.getByRole('heading', { name })).toBeAttached()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeAttached()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('shows free and premium services with Learn More links', async ({ page }) => {
    const heading = page.getByRole('heading', { name: 'Our Services' })
    await heading.scrollIntoViewIfNeeded()
    await expect(heading).toBeVisible()
    await expect(page.getByRole('link', { name: /Learn More/ })).toHaveCount(7)
    await expect(page.getByRole('heading', { name: 'Connect to Expert' })).toBeVisible()
  })

  test('offers the premium package with Buy Now to the plans page', async ({ page }) => {
    const heading = page.getByRole('heading', { name: 'PREMIUM SERVICES PACKAGE' })
    await heading.scrollIntoViewIfNeeded()
    await expect(heading).toBeVisible()
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/plans')
  })

  test('explains why to choose us with three points', async ({ page }) => {
    const heading = page.getByRole('heading', { name: 'Why Choose Us' })
    await heading.scrollIntoViewIfNeeded()
    await expect(heading).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Works on your phone, even offline' })).toBeVisible()
  })

  test('footer shows contact lines, the six links, social icons and this year', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await expect(footer.getByRole('link', { name: 'hello@scholarhub.example' })).toHaveAttribute('href', 'mailto:hello@scholarhub.example')
    await expect(footer.getByRole('link', { name: '+91 80 4000 0000' })).toHaveAttribute('href', /^tel:\+918040000000$/)
    for (const name of ['About Us', 'Contact Us', 'Privacy Policy', 'Terms And Conditions', 'Refund Policy', 'Disclaimer']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: /LinkedIn/i })).toHaveAttribute('target', '_blank')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('has a floating Chat with us link to the messaging app', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/918040000000')
  })

  test('header turns white once scrolled past 50 px', async ({ page }) => {
    const header = page.getByRole('banner')
    await page.mouse.wheel(0, 400)
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
  })

  test('offers guests Login or Create Account', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Login or Create Account' })).toHaveAttribute('href', '/login')
  })
})
