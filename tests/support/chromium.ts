/** Where Debian's Chromium lives on these machines; Playwright's own browser builds cannot be downloaded here. */
export const chromiumPath = '/usr/bin/chromium'

// Without the networking flags Chromium keeps dialling Google services, which floods a closed network
// with refused connections and adds noise to every timing taken beside it.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** For tools that start Chromium themselves (Lighthouse); Playwright adds its own headless flag. */
export const headlessChromiumFlags = ['--headless', ...chromiumFlags]

/** The phone the issue's budgets are about; used by the e2e tests' `phone` project too. */
export const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
