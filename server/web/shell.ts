import type { CarouselResponse } from '../../contract/content.ts'
import type { InferOutput } from 'valibot'
import { fileUrl } from '../../contract/common.ts'
import type { PageHead } from './detail-page.ts'
import { detailApiPath } from './detail-pages.ts'

const layoutPaths = ['menu', 'contact-info']
const homePaths = [
  'subjects/chips',
  'carousels/small-device',
  'carousels/large-device',
  'section-services',
  'sections/about-us-1',
  'sections/about-us-2',
  'sections/about-us-3',
  'sections/services',
  'sections/premium-package',
  'sections/why-choose-us',
]

/** The API answers a screen reads first, so the app renders it without waiting for a round trip per block. */
export function earlyDataPaths(pathname: string): string[] {
  if (pathname === '/') return [...layoutPaths, ...homePaths]
  if (pathname === '/about') return [...layoutPaths, 'pages/about']
  const page = /^\/page\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname)
  if (page) return [...layoutPaths, `pages/${page[1]}`]
  const item = detailApiPath(pathname)
  return item ? [...layoutPaths, item] : layoutPaths
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** JSON for a data block: never executed, so the CSP allows it; escaping '<' keeps '</script>' in content inert. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

// As the app titles its screens (src/lib/page-meta.ts).
const SITE_NAME = 'Scholar Hub'

/** A detail page's own title, description, canonical address and JSON-LD, in place of the site's defaults. */
const headTags = ({ title, description, url, jsonLd }: PageHead) =>
  `<title>${escapeAttr(`${title} · ${SITE_NAME}`)}</title>` +
  `<meta name="description" content="${escapeAttr(description)}">` +
  `<link rel="canonical" href="${escapeAttr(url)}">` +
  `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`

type Carousel = InferOutput<typeof CarouselResponse>
const smallScreen = '(max-width: 639.98px)'

/** Preload links and static markup for the first hero slide, so the largest image loads while the JS does. */
function hero(small: Carousel | undefined, large: Carousel | undefined) {
  const first = (c: Carousel | undefined) => c?.data.files[0]?.file
  const s = first(small)
  const l = first(large)
  if (!s || !l) return { preload: '', markup: '' }
  const smallUrl = escapeAttr(fileUrl(s.path))
  const largeUrl = escapeAttr(fileUrl(l.path))
  return {
    preload:
      `<link rel="preload" as="image" fetchpriority="high" href="${smallUrl}" media="${smallScreen}">` +
      `<link rel="preload" as="image" fetchpriority="high" href="${largeUrl}" media="(min-width: 640px)">`,
    markup:
      `<div class="boot-hero"><picture><source media="${smallScreen}" srcset="${smallUrl}" width="720" height="960">` +
      `<img src="${largeUrl}" alt="${escapeAttr(l.alt)}" width="1600" height="640" fetchpriority="high"></picture></div>`,
  }
}

/** Fills the built index.html's markers for one navigation; a detail page's `head` replaces the site's title and description. */
export function renderShell(template: string, pathname: string, early: Record<string, unknown>, head?: PageHead) {
  const { preload, markup } =
    pathname === '/' ? hero(early['carousels/small-device'] as Carousel, early['carousels/large-device'] as Carousel) : { preload: '', markup: '' }
  // Replacer functions, not strings: a string replacement reads `$&`, `$'` and the like in page content as patterns.
  return template
    .replace(/<!--app-head-->([^]*?)<!--\/app-head-->/, (_marked, defaults: string) => (head ? headTags(head) : defaults))
    // The home preloads its hero; any other address keeps the build's preloads (the route tree, vite.config.ts).
    .replace(/<!--app-preload-->([^]*?)<!--\/app-preload-->/, (_marked, defaults: string) => (pathname === '/' ? preload : defaults))
    .replace('<!--app-hero-->', () => markup)
    .replace('<!--app-early-data-->', () => `<script type="application/json" id="early-data">${scriptJson(early)}</script>`)
}
