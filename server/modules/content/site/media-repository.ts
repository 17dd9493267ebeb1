import { sql, type Kysely } from 'kysely'
import type { MediaUse } from '../../../../contract/admin-site-content.ts'
import { fileUrl } from '../../../../contract/common.ts'
import type { Database } from '../../../db/schema.ts'
import { selectPage } from '../../../db/paging.ts'

export const MEDIA_PAGE_SIZE = 24

const carouselNames = { 'small-device': 'Carousel (phones)', 'large-device': 'Carousel (larger screens)' } as const

export interface MediaRow {
  id: string
  path: string
  alt: string
  sizeBytes: number
  mimeType: string
}

/** The media library's images (every image file the site serves) and the places that show each. */
export function createMediaRepository(db: Kysely<Database>) {
  const images = (trx: Kysely<Database>) =>
    trx
      .selectFrom('files')
      .select(['id', 'path', 'alt', sql<number>`size_bytes::int`.as('sizeBytes'), 'mime_type as mimeType'])
      .where('mime_type', 'like', 'image/%')

  /**
   * Where each file is shown: carousel slides, service card icons, section images and posters, and pages whose
   * text holds its address (as the library gives it, or with the path unencoded).
   */
  async function usesOf(trx: Kysely<Database>, files: readonly Pick<MediaRow, 'id' | 'path'>[]) {
    const uses = new Map<string, MediaUse[]>(files.map((f) => [f.id, []]))
    if (files.length === 0) return uses
    const ids = files.map((f) => f.id)
    const add = (id: string, use: MediaUse) => uses.get(id)?.push(use)
    const [slides, services, sections, pages] = await Promise.all([
      trx.selectFrom('carousel_slides').select(['file_id as id', 'carousel', 'position']).where('file_id', 'in', ids).orderBy('carousel').orderBy('position').execute(),
      trx.selectFrom('services').select(['icon_file_id as id', 'title']).where('icon_file_id', 'in', ids).orderBy('title').execute(),
      trx
        .selectFrom('sections')
        .select(['slug', 'heading', 'file_id', 'poster_file_id'])
        .where((eb) => eb.or([eb('file_id', 'in', ids), eb('poster_file_id', 'in', ids)]))
        .orderBy('slug')
        .execute(),
      sql<{ id: string; title: string }>`SELECT x.id, p.title FROM unnest(${sql.val(ids)}::uuid[], ${sql.val(files.map((f) => fileUrl(f.path)))}::text[],
          ${sql.val(files.map((f) => `/api/serve-file/${f.path}`))}::text[]) AS x(id, url, raw)
        JOIN pages p ON strpos(p.content, x.url) > 0 OR strpos(p.content, x.raw) > 0
        ORDER BY p.title`.execute(trx),
    ])
    for (const s of slides) add(s.id, { kind: 'slide', label: `${carouselNames[s.carousel]}, slide ${s.position + 1}` })
    for (const s of services) if (s.id) add(s.id, { kind: 'service', label: `Service card: ${s.title}` })
    for (const s of sections) {
      if (s.file_id && uses.has(s.file_id)) add(s.file_id, { kind: 'section', label: `Section: ${s.heading} (${s.slug})` })
      if (s.poster_file_id && uses.has(s.poster_file_id)) add(s.poster_file_id, { kind: 'section', label: `Section poster: ${s.heading} (${s.slug})` })
    }
    for (const p of pages.rows) add(p.id, { kind: 'page', label: `Page: ${p.title}` })
    return uses
  }

  const withUses = async (trx: Kysely<Database>, rows: MediaRow[]) => {
    const uses = await usesOf(trx, rows)
    return rows.map(({ path, ...row }) => ({ ...row, url: fileUrl(path), usedIn: uses.get(row.id) ?? [] }))
  }

  return {
    async page(page: number) {
      const { items, hasMore } = await selectPage(images(db).orderBy('created_at', 'desc').orderBy('id'), page, MEDIA_PAGE_SIZE)
      return { media: await withUses(db, items), hasMore }
    },

    /** One image with its uses; `lock` holds its row until the transaction ends, so nothing starts using it meanwhile. */
    async item(trx: Kysely<Database>, id: string, { lock = false } = {}) {
      const row = await images(trx)
        .where('id', '=', id)
        .$if(lock, (q) => q.forUpdate())
        .executeTakeFirst()
      return row && { ...(await withUses(trx, [row]))[0]!, path: row.path }
    },

    setAlt: (trx: Kysely<Database>, id: string, alt: string) => trx.updateTable('files').set({ alt }).where('id', '=', id).execute(),

    remove: (trx: Kysely<Database>, id: string) => trx.deleteFrom('files').where('id', '=', id).execute(),
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>
