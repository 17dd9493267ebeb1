/** Where Debian's Chromium lives on these machines; Playwright's own browser builds cannot be downloaded here. */
export const chromiumPath = '/usr/bin/chromium'

// Without the networking flags Chromium keeps dialling Google services, which floods a closed network
// with refused connections and adds noise to every timing taken beside it.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The phone the budgets are about; the same as the `phone` project of the e2e tests. */
export const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
