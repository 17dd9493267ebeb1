import sanitize from 'sanitize-html'

// Drawing only: shapes, text, gradients, clips and references inside the file. No script, style, event handler,
// foreign object, embedded image or link, and no reference to anything outside the file.
const allowedTags = [
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'defs', 'linearGradient',
  'radialGradient', 'stop', 'title', 'desc', 'clipPath', 'mask', 'pattern', 'symbol', 'use',
]
const allowedAttributes = [
  'xmlns', 'xmlns:xlink', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'id', 'class', 'role', 'aria-label', 'aria-hidden',
  'focusable', 'transform', 'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'dx', 'dy', 'points', 'pathLength',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-opacity', 'opacity', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'patternUnits', 'patternContentUnits', 'patternTransform', 'font-family',
  'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'href', 'xlink:href',
]

// A reference may only point inside the file (`#id`); paint may only be a colour or `url(#id)`.
const insideOnly = (value: string) => value.startsWith('#')
const paintAttributes = new Set(['fill', 'stroke', 'clip-path', 'mask'])
const safePaint = (value: string) => !/url\s*\(/i.test(value) || /^\s*url\(\s*#[\w-]+\s*\)\s*$/i.test(value)

const options: sanitize.IOptions = {
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  allowedTags,
  allowedAttributes: { '*': allowedAttributes },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never drawing: dropped with the element.
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea'],
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => {
          if (name === 'href' || name === 'xlink:href') return insideOnly(value)
          return !paintAttributes.has(name) || safePaint(value)
        }),
      ),
    }),
  },
}

// What may come before the root element: a byte order mark, an XML declaration, comments and white space.
const PROLOGUE = /^(?:\uFEFF)?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/

/**
 * The SVG document cleaned down to drawing, or null when the text is not an SVG document: its root must be `<svg>`,
 * and a document type (where entities that expand or read files are declared) is refused outright.
 */
export function sanitizeSvg(text: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null
  const body = text.replace(PROLOGUE, '')
  if (!/^<svg[\s>/]/.test(body)) return null
  const clean = sanitize(body, options).trim()
  return /^<svg[\s>]/.test(clean) && clean.endsWith('</svg>') ? clean : null
}
