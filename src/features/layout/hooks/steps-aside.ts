/**
 * What a floating control must never hide: a control of the page, or its words, pictures and cards. Lists, forms and
 * tables count whole, gaps included, so the link does not blink in and out as their rows pass under it.
 */
const CONTENT = [
  'a',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'label',
  'img',
  'svg',
  'video',
  'iframe',
  'canvas',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'form',
  'fieldset',
  'blockquote',
  'pre',
  'figure',
  'article',
  '[role="button"]',
  '[role="link"]',
  '[role="article"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** Whether anything of the page's content lies under `element`, sampled at its corners, edges and centre. */
export function coversContent(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  if (!box.width || !box.height) return false
  const inset = 2
  const xs = [box.left + inset, box.left + box.width / 2, box.right - inset]
  const ys = [box.top + inset, box.top + box.height / 2, box.bottom - inset]
  return xs.some((x) =>
    ys.some((y) => {
      const under = document.elementsFromPoint(x, y).find((found) => !element.contains(found))
      return under?.closest(CONTENT) != null
    }),
  )
}

/**
 * Keeps `data-covering` on a floating element while the page's content is under it, so its style can step it aside
 * (transparent and click-through) until the page scrolls it clear. Checked once a frame at most: on scroll, on resize
 * and when the page's content changes under it. Returns the function that stops it.
 */
export function stepAside(element: HTMLElement) {
  let frame = 0
  const check = () => {
    frame = 0
    element.toggleAttribute('data-covering', coversContent(element))
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check)
  }
  schedule()
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  const changes = new MutationObserver(schedule)
  changes.observe(document.body, { childList: true, subtree: true })
  return () => {
    if (frame) cancelAnimationFrame(frame)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    changes.disconnect()
  }
}
