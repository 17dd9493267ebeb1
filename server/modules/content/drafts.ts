import type { Kysely } from 'kysely'
import type { ContentSummary } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/schema.ts'
import { selectPage } from '../../db/paging.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { recordAudit, type StaffActor } from '../../core/audit.ts'
import type { EditableKind, Fields } from './editable.ts'
import type { ContentRepository } from './repository.ts'

export const REVISIONS_PAGE_SIZE = 10

const json = (fields: Fields) => JSON.stringify(fields)

/**
 * Drafts, publishing and revisions of one kind of managed content. The public site reads only the published
 * version; a draft is the one version staff are working on. Publishing keeps the published fields as a revision,
 * who and when, and tells every node (`contentChanged`). Each change is recorded in the audit log with it.
 */
export function createContentEditing<F extends Fields>(db: Kysely<Database>, repo: ContentRepository, kind: EditableKind<F>) {
  const draftOf = (trx: Kysely<Database>, slug: string) =>
    trx.selectFrom('content_drafts').select(['fields', 'updated_at']).where('kind', '=', kind.kind).where('slug', '=', slug).executeTakeFirst()

  /** The version staff edit: the draft, else the published one; with where the item stands. */
  async function read(trx: Kysely<Database>, slug: string) {
    const [draft, published] = await Promise.all([draftOf(trx, slug), kind.published(trx, slug)])
    if (!draft && !published) throw notFound(`${kind.noun} not found`)
    const fields = (draft?.fields as F | undefined) ?? published!.fields
    return {
      fields,
      published: published?.fields,
      state: {
        published: Boolean(published),
        hasDraft: Boolean(draft),
        updatedAt: (draft?.updated_at ?? published!.updatedAt).toISOString(),
        publishedAt: published?.updatedAt.toISOString() ?? null,
      },
    }
  }

  async function present(trx: Kysely<Database>, slug: string) {
    const item = await read(trx, slug)
    return { slug, ...item.fields, ...(await kind.present(trx, item.fields)), ...item.state }
  }

  const audit = (trx: Kysely<Database>, actor: StaffActor, action: string, slug: string, before: F | undefined, after: F | undefined) =>
    recordAudit(trx, actor, { area: 'content', action, record: { type: kind.kind, id: slug, summary: kind.title((after ?? before)!) }, before, after })

  async function writeDraft(trx: Kysely<Database>, slug: string, fields: F, actor: StaffActor) {
    const row = { fields: json(fields), updated_by: actor.id, updated_at: new Date() }
    await trx
      .insertInto('content_drafts')
      .values({ kind: kind.kind, slug, ...row })
      .onConflict((oc) => oc.columns(['kind', 'slug']).doUpdateSet(row))
      .execute()
  }

  return {
    /** Every item, published or only drafted, by address. */
    async list(): Promise<ContentSummary[]> {
      const [published, drafts] = await Promise.all([
        kind.listPublished(db),
        db.selectFrom('content_drafts').select(['slug', 'fields', 'updated_at']).where('kind', '=', kind.kind).execute(),
      ])
      const draftBySlug = new Map(drafts.map((d) => [d.slug, d]))
      const items = published.map((p): ContentSummary => {
        const draft = draftBySlug.get(p.slug)
        draftBySlug.delete(p.slug)
        const title = draft ? kind.title(draft.fields as F) : p.title
        return { slug: p.slug, title, published: true, hasDraft: Boolean(draft), updatedAt: (draft?.updated_at ?? p.updatedAt).toISOString(), publishedAt: p.updatedAt.toISOString() }
      })
      for (const d of draftBySlug.values()) {
        items.push({ slug: d.slug, title: kind.title(d.fields as F), published: false, hasDraft: true, updatedAt: d.updated_at.toISOString(), publishedAt: null })
      }
      return items.sort((a, b) => a.slug.localeCompare(b.slug))
    },

    item: (slug: string) => present(db, slug),

    /** Saves the draft: the fields sent over the version being edited, cleaned and checked. */
    saveDraft: (slug: string, patch: Partial<F>, actor: StaffActor) =>
      inTransaction(db, async (trx) => {
        const current = await read(trx, slug)
        const next = await kind.prepare(trx, slug, { ...current.fields, ...patch })
        await writeDraft(trx, slug, next, actor)
        await audit(trx, actor, 'draft.save', slug, current.fields, next)
        return present(trx, slug)
      }),

    /** A new item, as a draft only: the public site has it from its first publish. */
    create: (slug: string, fields: F, actor: StaffActor) =>
      inTransaction(db, async (trx) => {
        const prepared = await kind.prepare(trx, null, fields)
        await writeDraft(trx, slug, prepared, actor)
        await audit(trx, actor, 'create', slug, undefined, prepared)
        return present(trx, slug)
      }),

    /** Makes the draft the public version, keeping it as a revision; a 409 when there is no draft. */
    async publish(slug: string, actor: StaffActor) {
      const published = await inTransaction(db, async (trx) => {
        const item = await read(trx, slug)
        if (!item.state.hasDraft) throw new HttpError(409, 'no_draft', `There is no draft to publish: the ${kind.noun.toLowerCase()} is as published.`)
        // The version published before revisions were kept (the starter text) becomes the first, so it can be restored.
        if (item.published) {
          const kept = await trx.selectFrom('content_revisions').select('id').where('kind', '=', kind.kind).where('slug', '=', slug).limit(1).executeTakeFirst()
          if (!kept) {
            await trx
              .insertInto('content_revisions')
              .values({ kind: kind.kind, slug, fields: json(item.published), published_by: null, published_by_name: 'Starter content', published_at: new Date(item.state.publishedAt!) })
              .execute()
          }
        }
        await kind.publish(trx, slug, item.fields)
        const next = kind.slugOf(slug, item.fields)
        await trx.deleteFrom('content_drafts').where('kind', '=', kind.kind).where('slug', '=', slug).execute()
        await trx.insertInto('content_revisions').values({ kind: kind.kind, slug: next, fields: json(item.fields), published_by: actor.id, published_by_name: actor.name }).execute()
        await audit(trx, actor, 'publish', next, item.published, item.fields)
        return present(trx, next)
      })
      repo.contentChanged()
      return published
    },

    /** Every published version, newest first. */
    async revisions(slug: string, page: number) {
      await read(db, slug)
      const result = await selectPage(
        db
          .selectFrom('content_revisions')
          .select(['id', 'fields', 'published_by_name as publishedBy', 'published_at'])
          .where('kind', '=', kind.kind)
          .where('slug', '=', slug)
          .orderBy('id', 'desc'),
        page,
        REVISIONS_PAGE_SIZE,
      )
      return { revisions: result.items.map(({ published_at, ...r }) => ({ ...r, publishedAt: published_at.toISOString() })), hasMore: result.hasMore }
    },

    /** A new draft from a revision; the item keeps its address. */
    restore: (slug: string, id: number, actor: StaffActor) =>
      inTransaction(db, async (trx) => {
        const current = await read(trx, slug)
        const revision = await trx.selectFrom('content_revisions').select('fields').where('id', '=', id).where('kind', '=', kind.kind).where('slug', '=', slug).executeTakeFirst()
        if (!revision) throw notFound('Revision not found')
        const restored = await kind.prepare(trx, slug, { ...(revision.fields as F), ...('slug' in current.fields ? { slug: current.fields.slug } : {}) })
        await writeDraft(trx, slug, restored, actor)
        await audit(trx, actor, 'restore', slug, current.fields, restored)
        return present(trx, slug)
      }),
  }
}

export type ContentEditing<F extends Fields> = ReturnType<typeof createContentEditing<F>>
