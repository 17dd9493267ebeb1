import DOMPurify from 'dompurify'

// Pages are cleaned on the server when saved; this second pass guards against anything stored before that.
// Staff may open a link in a new tab; such a link must not hand the new page a handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
})

const config = {
  ADD_ATTR: ['target'],
  // Inline styles would be refused by the style-src 'self' policy anyway; forms have no business in a page.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['style'],
}

/**
 * Sanitizes page HTML and wraps each table in a focusable scroll box, so a wide table scrolls on its own
 * instead of widening the page. Also reports the ids the HTML holds, so the page does not repeat one.
 */
export function sanitizeContent(html: string, tableScrollClass: string) {
  const fragment = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true })
  for (const table of fragment.querySelectorAll('table')) {
    const box = document.createElement('div')
    box.className = tableScrollClass
    box.tabIndex = 0
    box.setAttribute('role', 'region')
    box.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || 'Table')
    table.replaceWith(box)
    box.append(table)
  }
  const ids = new Set(Array.from(fragment.querySelectorAll('[id]'), (element) => element.id))
  const container = document.createElement('div')
  container.append(fragment)
  return { html: container.innerHTML, ids }
}
