/** One address in /sitemap.xml; `lastmod` when its area knows when the item last changed. */
export interface SitemapUrl {
  path: string
  lastmod?: Date
}

/**
 * What an area adds to /sitemap.xml (`context.sitemap`): its public screens, read from the database a page at a
 * time, so an area with a hundred thousand items never holds them in one array.
 */
export type SitemapSource = () => AsyncIterable<SitemapUrl>

/** The sitemap protocol's most URLs in one file; past it the rest are left out (an area lists its newest first). */
export const SITEMAP_MAX_URLS = 50_000

/** A listed item as a listing's sitemap reads it. */
export interface ListedItem {
  id: number
  slug: string
  updated_at: Date
}

/** Listed items with an id below `beforeId` (any, for null), newest first, at most `limit`. */
export type ListedBefore = (beforeId: number | null, limit: number) => Promise<ListedItem[]>

const BATCH = 1000

/** An area's list screen, then every listed item's page (`{listPath}/{slug}`), newest first, read a thousand at a time. */
export const listingSitemap =
  (listPath: string, listedBefore: ListedBefore): SitemapSource =>
  async function* () {
    yield { path: listPath }
    let before: number | null = null
    for (;;) {
      const rows = await listedBefore(before, BATCH)
      for (const row of rows) yield { path: `${listPath}/${row.slug}`, lastmod: row.updated_at }
      if (rows.length < BATCH) return
      before = rows.at(-1)!.id
    }
  }

/** Screens that are no area's list of items. */
const siteScreens: SitemapSource = async function* () {
  yield { path: '/' }
  yield { path: '/journal-finder' }
}

// Written out in pieces of about this many characters rather than one per URL.
const CHUNK_CHARS = 16_384

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The sitemap's XML, written as the sources are read. */
export async function* sitemapXml(origin: string, sources: SitemapSource[], maxUrls = SITEMAP_MAX_URLS): AsyncGenerator<string> {
  let chunk = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
  let count = 0
  read: for (const source of [siteScreens, ...sources]) {
    // Leaving the loop early ends the source's reading too.
    for await (const { path, lastmod } of source()) {
      if (count++ === maxUrls) break read
      chunk += `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk
        chunk = ''
      }
    }
  }
  yield `${chunk}</urlset>\n`
}
