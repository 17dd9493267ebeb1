import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The page is no wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${clientWidth}px viewport`).toBeLessThanOrEqual(clientWidth)
}

/** Every entrance or exit animation on the page, let finish; endless ones (spinners, the subject marquee) run on. */
const finiteAnimationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )

/**
 * axe finds nothing serious or critical. Entrance animations (a toast fading in) are let finish first: mid-fade,
 * text is part-transparent and axe measures a contrast no one sees once it has arrived. A toast may also start to
 * fade out while axe reads the page, so what it finds is read once more after the animations end: a real fault is
 * found both times.
 *
 * axe runs in the page itself (legacy mode) and keeps only violations: the default gathers each frame's results and
 * joins them in a second, blank page, which with every pass recorded costs two to four times as long per check. The
 * screens have no frame of their own origin to gather; a cross-origin map is outside what we can fix anyway.
 */
export async function expectAccessible(page: Page) {
  const severe = async () => {
    await finiteAnimationsDone(page)
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze()
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  }
  const first = await severe()
  const found = first.length ? await severe() : first
  expect(found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** Resolves once the service worker controls the page, so what the page loads next is cached. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }))
    }
  })
}

/** What the app has saved of its query cache in IndexedDB, as the JSON text it wrote ('' before the first save). */
export function savedCache(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve('')
          const get = db.transaction('keyval').objectStore('keyval').get('scholar-hub-query-cache')
          get.onsuccess = () => resolve(String(get.result ?? ''))
          get.onerror = () => resolve('')
        }
        open.onerror = () => resolve('')
      }),
  )
}

/**
 * The query cache is saved to IndexedDB a moment after data arrives; wait until it holds what we saw. The save is
 * throttled and IndexedDB shares the browser's busy threads, so on a loaded machine it can take many seconds.
 */
export async function waitForSavedCache(page: Page, text: string) {
  await expect.poll(() => savedCache(page), { timeout: 20_000 }).toContain(text)
}

/**
 * The floating 'Chat with us' link hides none of the screen: where it shows, no control lies under it (it steps aside
 * over one), and while a modal dialog hides the page it is out of sight too. Polled: it moves aside a frame after the
 * page changes under it.
 */
export async function expectChatLinkClear(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('a[href^="https://wa.me/"]')
        if (!link) return []
        const style = getComputedStyle(link)
        const hidden = style.visibility === 'hidden' || Number(style.opacity) === 0
        if (link.closest('[aria-hidden="true"]')) return hidden ? [] : ['shown while a dialog hides the page']
        if (hidden) return style.pointerEvents === 'none' || style.visibility === 'hidden' ? [] : ['out of sight yet in the pointer’s way']
        const box = link.getBoundingClientRect()
        const found: string[] = []
        for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
          for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
            const under = document.elementsFromPoint(x, y).find((element) => !link.contains(element))
            const control = under?.closest('a, button, input, select, textarea, summary, label, [role="button"], [role="link"]')
            if (control) found.push(`${control.tagName.toLowerCase()} “${(control.textContent ?? '').trim().slice(0, 40)}”`)
          }
        }
        return [...new Set(found)]
      }),
    )
    .toEqual([])
}
