import { isbot } from 'isbot'
import type { BrowserFamily, Device } from '../../../contract/analytics.ts'
import { createCache } from '../../lib/cache.ts'

/** What a view keeps of the User-Agent: two labels, and nothing that tells one browser of a kind from another. */
export interface BrowserLabels {
  device: Device
  browser: BrowserFamily
}

// Most browsers' User-Agents name the engines they are built on too (Edge and Opera say Chrome, Chrome says Safari), so
// the first family that matches, in this order, is the browser's own. iOS browsers say so with their own token.
const families: [BrowserFamily, RegExp][] = [
  ['Samsung Internet', /SamsungBrowser\//],
  ['Opera', /\bOPR\/|\bOPT\/|\bOPiOS\/|\bOpera\b/],
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\bChrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
]
// An iPad on iPadOS 13 or later asks for the desktop site and says Macintosh: it is counted as a desktop.
const tablet = /\biPad\b|\bTablet\b|\bKindle\b|\bSilk\/|\bPlayBook\b|\bAndroid\b(?!.*\bMobile\b)/
const phone = /\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b|\bBlackBerry\b|\bOpera Mini\b/

function labelsOf(userAgent: string): BrowserLabels | null {
  // No browser sends an empty User-Agent; scripts and crawlers (isbot's maintained list: bot, crawl, spider, slurp,
  // headless, Lighthouse, curl, wget, python-requests ...) are not visitors.
  if (!userAgent || isbot(userAgent)) return null
  return {
    device: tablet.test(userAgent) ? 'tablet' : phone.test(userAgent) ? 'phone' : 'desktop',
    browser: families.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Other',
  }
}

// A site's views come from a few hundred User-Agents at a time, so each is read once and its labels reused; the cache
// is bounded, so a flood of made-up ones costs a read each and no memory.
const cache = createCache<string, BrowserLabels | null>({ max: 2000 })

/** The device and browser family of a User-Agent, or null for a bot, a crawler or a script. */
export function browserLabels(userAgent: string): BrowserLabels | null {
  let labels = cache.get(userAgent)
  if (labels === undefined) {
    labels = labelsOf(userAgent)
    cache.set(userAgent, labels)
  }
  return labels
}
