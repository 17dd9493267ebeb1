import type { Kysely } from 'kysely'
import type { FileRef } from '../../../contract/common.ts'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createReadCache } from '../../lib/read-cache.ts'
import { sanitizeContentHtml } from './sanitize-html.ts'

type FileColumn = 'sections.file_id' | 'sections.poster_file_id' | 'services.icon_file_id' | 'carousel_slides.file_id'

export function createContentRepository(db: Kysely<Database>, { cacheMs = 0 } = {}) {
  const cache = createReadCache(cacheMs)
  const fileRef = (column: FileColumn) =>
    sql<FileRef | null>`(SELECT json_build_object('id', f.id, 'path', f.path, 'mimeType', f.mime_type, 'alt', f.alt)
      FROM files f WHERE f.id = ${sql.ref(column)})`

  return {
    /** Forgets every kept answer, after content changed elsewhere than `savePage`. */
    clearCache: () => cache.clear(),

    menu: () =>
      cache.read('menu', () =>
        db
          .selectFrom('menu_items')
          .select(['slug', 'menu_title as menuTitle'])
          .where('visible', '=', true)
          .orderBy('position')
          .execute(),
      ),

    page: (slug: string) =>
      cache.read(`page:${slug}`, () =>
        db
          .selectFrom('pages')
          .select(['slug', 'title', 'content', 'updated_at as updatedAt'])
          .where('slug', '=', slug)
          .executeTakeFirst(),
      ),

    /** Every page's slug and when it last changed, for the sitemap. */
    pages: () => db.selectFrom('pages').select(['slug', 'updated_at as updatedAt']).orderBy('slug').execute(),

    async savePage(page: { slug: string; title: string; content: string }) {
      const row = { ...page, content: sanitizeContentHtml(page.content), updated_at: new Date() }
      await db
        .insertInto('pages')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ title: row.title, content: row.content, updated_at: row.updated_at }))
        .execute()
      cache.clear()
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
