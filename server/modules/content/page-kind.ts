import type { Kysely } from 'kysely'
import type { PageFields } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError, invalid } from '../../http/errors.ts'
import type { EditableKind } from './editable.ts'
import { sanitizeContentHtml } from './sanitize-html.ts'

const taken = () => invalid([{ path: 'slug', message: 'Another page has this address' }])

/** Whether `slug` names a page other than the one at `own` (none for a new page): its address, an earlier one, or a new page's draft. */
async function slugTaken(db: Kysely<Database>, slug: string, own: string | null) {
  if (slug === own) return false
  const [page, redirect, draft] = await Promise.all([
    db.selectFrom('pages').select('slug').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('page_redirects').select('slug').where('old_slug', '=', slug).where('slug', '<>', own ?? '').executeTakeFirst(),
    db.selectFrom('content_drafts').select('slug').where('kind', '=', 'page').where('slug', '=', slug).executeTakeFirst(),
  ])
  return Boolean(page ?? redirect ?? draft)
}

/** Pages at /page/{slug} (and /about): title, description for search engines, address and sanitized HTML. */
export const pageKind: EditableKind<PageFields> = {
  kind: 'page',
  noun: 'Page',

  listPublished: (db) => db.selectFrom('pages').select(['slug', 'title', 'updated_at as updatedAt']).orderBy('slug').execute(),

  async published(db, slug) {
    const row = await db.selectFrom('pages').select(['slug', 'title', 'description', 'content', 'updated_at']).where('slug', '=', slug).executeTakeFirst()
    return row && { fields: { slug: row.slug, title: row.title, description: row.description, content: row.content }, updatedAt: row.updated_at }
  },

  async prepare(db, slug, fields) {
    if (await slugTaken(db, fields.slug, slug)) throw taken()
    return { ...fields, content: sanitizeContentHtml(fields.content) }
  },

  async publish(db, slug, fields) {
    const { slug: next, title, description, content } = fields
    // Checked again here: another page may have taken the address since the draft was saved.
    if (await slugTaken(db, next, slug)) throw new HttpError(409, 'conflict', 'Another page has this address now; choose another before publishing.')
    const values = { title, description, content, updated_at: new Date() }
    const moved = await db.updateTable('pages').set({ ...values, slug: next }).where('slug', '=', slug).executeTakeFirst()
    if (moved.numUpdatedRows === 0n) await db.insertInto('pages').values({ ...values, slug: next }).execute()
    if (next === slug) return
    // The old address keeps leading here; an address the page had before is its own again.
    await db.deleteFrom('page_redirects').where('old_slug', '=', next).execute()
    if (moved.numUpdatedRows > 0n) await db.insertInto('page_redirects').values({ old_slug: slug, slug: next }).execute()
    await db.updateTable('content_revisions').set({ slug: next }).where('kind', '=', 'page').where('slug', '=', slug).execute()
  },

  title: (fields) => fields.title,
  slugOf: (_slug, fields) => fields.slug,
  present: async () => ({}),
}
