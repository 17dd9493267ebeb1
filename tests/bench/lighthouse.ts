import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { onInterrupt } from './cleanup.ts'
import { chromiumPath, headlessChromiumFlags } from '../support/chromium.ts'
import { withDeadline } from './deadline.ts'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** What Lighthouse audits, with the demo data: the home, and a content page (the first screens from search and mail). */
export const lighthousePages = ['/', '/page/privacy-policy'] as const

export interface LighthouseRun {
  version: string
  /** Lighthouse's measure of this machine's CPU speed during the run; the host's load lowers it. */
  benchmarkIndex: number
  scores: Record<(typeof categories)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** Performance audits that did not pass in this run: where the points went. */
  shortfalls: string[]
  warnings: string[]
}

export interface LighthouseResult {
  runs: LighthouseRun[]
  /** The run with the median performance score; its other figures are reported with it. */
  median: LighthouseRun
  version: string
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await withDeadline(
    chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: headlessChromiumFlags, logLevel: 'silent', handleSIGINT: false }),
    30_000,
    'launching Chromium for Lighthouse',
  )
  const forget = onInterrupt(async () => {
    await chrome.kill()
  })
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power, simulated slow 4G, 4x CPU slowdown).
    const result = await withDeadline(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }),
      180_000,
      'a Lighthouse run',
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]
    const numeric = (id: string) => audit(id)?.numericValue ?? NaN
    const perfAuditIds = new Set(lhr.categories.performance?.auditRefs.map((r) => r.id))
    const shortfalls = Object.values(lhr.audits)
      .filter((a) => perfAuditIds.has(a.id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    return {
      version: lhr.lighthouseVersion,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseRun['scores'],
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      shortfalls,
      warnings: lhr.runWarnings,
    }
  } finally {
    await chrome.kill().catch(() => {})
    forget()
  }
}

/** Lighthouse's mobile audit of `url`, `runs` times, each in a fresh Chromium with a fresh profile. */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  const results: LighthouseRun[] = []
  for (let i = 0; i < runs; i++) results.push(await runOnce(url))
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance)
  const median = sorted[Math.floor(sorted.length / 2)]!
  return { runs: results, median, version: median.version }
}
