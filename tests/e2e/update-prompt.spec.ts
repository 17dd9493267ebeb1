import { expect, test } from '@playwright/test'
import { readFile, writeFile } from 'node:fs/promises'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { waitForServiceWorker } from './support/checks.ts'

// What the service worker does (offline reading, updates, background sync) is tested here; other specs block it.
test.use({ serviceWorkers: 'allow' })

// The service worker downloads and stores the whole precache before it takes control: 10 s or more on a busy
// two-core machine, before the test's own steps.
test.describe.configure({ timeout: 90_000 })

/** Deploys a "new version": a changed service worker, in every encoding the server may send. */
async function publishNewServiceWorker() {
  const source = `${await readFile('dist/sw.js', 'utf8')}\n// release ${Date.now()}\n`
  await writeFile('dist/sw.js', source)
  await writeFile('dist/sw.js.gz', gzipSync(source))
  await writeFile('dist/sw.js.br', brotliCompressSync(source))
}

test('a new version is announced and installed when the person chooses Reload', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)

  await publishNewServiceWorker()
  await page.reload()
  const prompt = page.getByText('A new version of Scholar Hub is available.', { exact: true })
  await expect(prompt).toBeVisible({ timeout: 15_000 })

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()])
  await expect(prompt).toBeHidden()
  const states = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) }
  })
  expect(states).toEqual({ waiting: false, controlled: true })
  expect(firstWorker).toMatch(/\/sw\.js$/)
})
