import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { jsonLd } from '../../support/json-ld.ts'

/**
 * A page about one item as a search engine gets it, before any script runs: status 200, its canonical link, and its
 * address in the sitemap. Returns the page's JSON-LD blocks.
 */
export async function servedItemPage(request: APIRequestContext, url: string) {
  const res = await request.get(url)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(`<link rel="canonical" href="${url}">`)
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${url}</loc>`)
  return jsonLd(html)
}

/** The page in the browser names the item in its h1, and the CSP refused nothing on it (JSON-LD is data, never run). */
export async function expectOpensUnderCsp(page: Page, url: string, title: string) {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(refused).toEqual([])
}
