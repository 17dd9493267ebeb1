import { expect, test } from '@playwright/test'
import { measureFirstScreen, measureScreenOwnJs, openBuild, type FirstLoadJsResult } from '../bench/first-load-js.ts'
import { budgets, kb } from '../bench/report.ts'

// The bench's own measure (gzip -9 of what a phone's first visit to a screen loads before it renders, read from the
// build's module graph), on the production build the e2e server was started from: a screen that outgrows its
// budget fails `npm test`, not only `npm run bench`. No browser is needed, so it runs once, in the phone project.

const scriptList = (js: FirstLoadJsResult) => js.scripts.map((s) => `${s.file} ${kb(s.gzipBytes)} kB`).join(', ')

test.describe('JS budgets (gzip -9)', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, in the phone project')

  test(`the first screen loads at most ${budgets.firstLoadJsKb} kB, and every other screen at most ${budgets.routeOwnJsKb} kB of its own`, () => {
    const build = openBuild()
    const first = measureFirstScreen(build)
    expect
      .soft(first.gzipBytes, `/ loads ${kb(first.gzipBytes)} kB of JS (${scriptList(first)}); its budget is ${budgets.firstLoadJsKb} kB`)
      .toBeLessThanOrEqual(budgets.firstLoadJsKb * 1000)

    const screens = build.screens.filter((path) => path !== '/')
    // A tree read wrong would measure nothing and pass: the router has dozens of screens.
    expect(screens.length, 'screens read from src/routeTree.gen.ts').toBeGreaterThan(20)
    for (const path of screens) {
      const own = measureScreenOwnJs(path, build)
      expect
        .soft(own.gzipBytes, `${path} loads ${kb(own.gzipBytes)} kB of its own JS (${scriptList(own)}); its budget is ${budgets.routeOwnJsKb} kB`)
        .toBeLessThanOrEqual(budgets.routeOwnJsKb * 1000)
    }
  })
})
