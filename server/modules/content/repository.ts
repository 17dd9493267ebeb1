import type { Kysely } from 'kysely'
import type { FileRef } from '../../../contract/common.ts'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createReadCache } from '../../lib/read-cache.ts'
import type { ContentSignal } from './changes.ts'
import { sanitizeContentHtml } from './sanitize-html.ts'

type FileColumn = 'sections.file_id' | 'sections.poster_file_id' | 'services.icon_file_id' | 'carousel_slides.file_id'

/**
 * The public site's managed content, read through a per-node cache. Every writer of content (pages, sections, menu,
 * home, contact, media) calls `contentChanged()` after its change is committed: this node's cache is cleared at once
 * and, given a `signal`, every other node's too, so the next answer anywhere is the new one.
 */
export function createContentRepository(db: Kysely<Database>, { cacheMs = 0, signal }: { cacheMs?: number; signal?: ContentSignal } = {}) {
  const cache = createReadCache(cacheMs)
  signal?.listen(() => cache.clear())
  const contentChanged = () => {
    cache.clear()
    signal?.send()
  }
  const fileRef = (column: FileColumn) =>
    sql<FileRef | null>`(SELECT json_build_object('id', f.id, 'path', f.path, 'mimeType', f.mime_type, 'alt', f.alt)
      FROM files f WHERE f.id = ${sql.ref(column)})`

  return {
    contentChanged,

    menu: () =>
      cache.read('menu', () =>
        db
          .selectFrom('menu_items')
          .select(['slug', 'menu_title as menuTitle'])
          .where('visible', '=', true)
          .orderBy('position')
          .execute(),
      ),

    /** The page at `slug`, or at the address it moved to from `slug`. */
    page: (slug: string) =>
      cache.read(`page:${slug}`, () =>
        db
          .selectFrom('pages')
          .select(['slug', 'title', 'description', 'content', 'updated_at as updatedAt'])
          .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', '=', eb.selectFrom('page_redirects').select('slug').where('old_slug', '=', slug))]))
          .executeTakeFirst(),
      ),

    /** Every page's slug and when it last changed, for the sitemap. */
    pages: () => db.selectFrom('pages').select(['slug', 'updated_at as updatedAt']).orderBy('slug').execute(),

    async savePage(page: { slug: string; title: string; content: string; description?: string }) {
      const row = { ...page, description: page.description ?? '', content: sanitizeContentHtml(page.content), updated_at: new Date() }
      await db
        .insertInto('pages')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ title: row.title, description: row.description, content: row.content, updated_at: row.updated_at }))
        .execute()
      contentChanged()
    },

    section: (slug: string) =>
      cache.read(`section:${slug}`, () =>
        db
          .selectFrom('sections')
          .select([
            'slug',
            'heading',
            'text1',
            'text2',
            'text3',
            'point1_heading as point1Heading',
            'point1_text as point1Text',
            'point2_heading as point2Heading',
            'point2_text as point2Text',
            'point3_heading as point3Heading',
            'point3_text as point3Text',
            fileRef('sections.file_id').as('file'),
            fileRef('sections.poster_file_id').as('poster'),
          ])
          .where('slug', '=', slug)
          .executeTakeFirst(),
      ),

    carousel: (name: 'small-device' | 'large-device') =>
      cache.read(`carousel:${name}`, () =>
        db
          .selectFrom('carousel_slides')
          .select([
            'file_id as fileId',
            'link',
            // The slide's own description of its image, where it has one.
            sql<FileRef>`(SELECT json_build_object('id', f.id, 'path', f.path, 'mimeType', f.mime_type, 'alt', COALESCE(NULLIF(carousel_slides.alt, ''), f.alt))
              FROM files f WHERE f.id = carousel_slides.file_id)`.as('file'),
          ])
          .where('carousel', '=', name)
          .orderBy('position')
          .execute(),
      ),

    services: () =>
      cache.read('services', () =>
        db
          .selectFrom('services')
          .select(['id', 'slug', 'tier', 'title', 'text', 'link', fileRef('services.icon_file_id').as('icon')])
          .orderBy('tier')
          .orderBy('position')
          .execute(),
      ),

    contactInfo: () =>
      cache.read('contact-info', () =>
        db
          .selectFrom('contact_info')
          .select(['address', 'email', 'phone', 'whatsapp', 'social_links as socialLinks'])
          .executeTakeFirst(),
      ),

    subjectChips: () =>
      cache.read('subject-chips', () =>
        db
          .selectFrom('subjects')
          .select(['slug', 'title'])
          .where('chip_position', 'is not', null)
          .where('retired_at', 'is', null)
          .orderBy('chip_position')
          .execute(),
      ),
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>
