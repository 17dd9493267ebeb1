import { chromium, expect, test } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromiumFlags, chromiumPath } from '../support/chromium.ts'
import { waitForServiceWorker } from './support/checks.ts'

// The service worker downloads and stores the whole precache before it takes control: 10 s or more on a busy
// two-core machine, before the test's own steps.
test.describe.configure({ timeout: 90_000 })

test('the app is installable: Chromium reports no installability errors', async ({ baseURL }) => {
  // A normal test context is incognito, which Chromium reports as an installability error of its own.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-profile-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumFlags, headless: true, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.goto(baseURL!)
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId))
      .toEqual([])
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ display: 'standalone', name: 'Scholar Hub' })
    expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable')
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})
