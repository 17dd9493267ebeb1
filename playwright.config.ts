import { defineConfig, devices } from '@playwright/test'
import { claimE2EPorts, e2ePorts } from './tests/e2e/support/servers.ts'
import { chromiumFlags, chromiumPath, phone } from './tests/support/chromium.ts'

// Workers inherit the main process's environment, so the port chosen here is the one every worker uses.
process.env.E2E_PORT ??= String(claimE2EPorts())
const ports = e2ePorts(Number(process.env.E2E_PORT))
const port = ports.main
const phoneSpecs = ['phone.spec.ts', 'chat.spec.ts', 'js-budgets.spec.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    // A fresh context per test would install the service worker and download its whole precache every time, and
    // wait for it to go network-idle. Only the specs about it (offline reading, updates, background sync) let it.
    serviceWorkers: 'block',
    // The screens honour reduced motion. Without it the home screen's carousel, subject marquee and film repaint
    // every frame in software for as long as a page stays open, beside every other test. The pass over every
    // screen looks at the home screen in motion too (phone.spec.ts), with its pause controls.
    reducedMotion: 'reduce',
  },
  // Each flow runs once, at the size it is about: every spec at desktop size, except what is about a phone (one
  // pass over every screen for its layout and axe, the phone's own controls, the chat between a phone and a desktop,
  // the JS budgets of a phone's first visit), which runs in the phone project alone.
  projects: [
    { name: 'desktop', testIgnore: phoneSpecs, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testMatch: phoneSpecs, use: phone },
  ],
  // Both servers at once, the main one (mail to the outbox) and one whose mail goes over SMTP (serve-all.ts): the SMTP
  // one listens only once the main one does, so its address answering means both are up.
  webServer: {
    command: 'tsx tests/e2e/support/serve-all.ts',
    url: `http://127.0.0.1:${ports.smtp}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
