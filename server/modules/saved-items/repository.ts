import { sql, type Kysely } from 'kysely'
import { SAVED_ITEMS_MAX, savedKeyIsSlug, type SavedKind } from '../../../contract/saved-items.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

/**
 * Each kind's column in saved_items, the table it refers to with its id, the column the public id is (a slug or the
 * id itself), and which of its rows may be saved.
 */
const items = {
  vacancy: { column: 'vacancy_id', table: 'vacancies', id: 'id', key: 'slug', listed: sql`status <> 'draft'` },
  event: { column: 'event_id', table: 'events', id: 'id', key: 'slug', listed: sql`status <> 'draft'` },
  journal: { column: 'journal_id', table: 'journals', id: 'id', key: 'slug', listed: sql`true` },
  expert: { column: 'expert_id', table: 'expert_profiles', id: 'user_id', key: 'user_id', listed: sql`listed AND has_expert_role` },
  post: { column: 'post_id', table: 'community_posts', id: 'id', key: 'id', listed: sql`hidden_at IS NULL` },
  template: { column: 'template_id', table: 'template_files', id: 'id', key: 'id', listed: sql`true` },
} as const satisfies Record<SavedKind, { column: string; table: string; id: string; key: string; listed: unknown }>

/** The public id as the key column's type takes it: a uuid is cast, so a slug-shaped value is never compared as text to one. */
const keyValue = (kind: SavedKind, key: string) => (savedKeyIsSlug(kind) ? sql`${key}` : sql`${key}::uuid`)

/** A saved item as read for the 'Saved' tab, before its links are made (service.ts). */
export interface SavedRow {
  kind: SavedKind
  key: string
  title: string
  subtitle: string | null
  detail: string | null
  link: string | null
  listed: boolean
  closes_at: Date | null
  starts_at: Date | null
  ends_at: Date | null
  time_zone: string | null
  event_status: string | null
  template_kind: string | null
  template_format: string | null
  saved_at: Date
}

const join = (...parts: unknown[]) => sql<string | null>`nullif(concat_ws(', ', ${sql.join(parts)}), '')`

export function createSavedItemsRepository(db: Kysely<Database>) {
  /** Takes the member's lock on their saved items until the transaction ends: a count and the save after it are one step. */
  const lockMember = (trx: Kysely<Database>, userId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-items:${userId}`}))`.execute(trx)

  return {
    /**
     * Every item the member saved, newest first, each as it is now. One statement: each kind's table is joined by its
     * own column, which only that kind's rows have set.
     */
    async list(userId: string, only?: { kind: SavedKind; id: string | number }) {
      const { rows } = await sql<SavedRow>`
        SELECT s.kind,
          coalesce(v.slug, e.slug, j.slug, xu.id::text, p.id::text, t.id::text) AS key,
          coalesce(v.title, e.title, j.title, xu.name, p.title, t.name) AS title,
          coalesce(v.employer, e.organiser, pub.title, pr.title, pu.name) AS subtitle,
          CASE s.kind
            WHEN 'vacancy' THEN ${join(sql`v.city`, sql`vc.title`)}
            WHEN 'event' THEN coalesce(${join(sql`e.venue`, sql`e.city`, sql`ec.title`)}, em.title)
            WHEN 'journal' THEN ${join(sql`'ISSN ' || j.issn_print`, sql`'eISSN ' || j.issn_electronic`)}
            WHEN 'expert' THEN q.title
            WHEN 'post' THEN left(p.text, 200)
          END AS detail,
          coalesce(v.link, e.link, j.link, CASE WHEN t.id IS NOT NULL THEN t.stored_path END) AS link,
          CASE s.kind
            WHEN 'vacancy' THEN v.status <> 'draft'
            WHEN 'event' THEN e.status <> 'draft'
            WHEN 'expert' THEN x.listed AND x.has_expert_role
            WHEN 'post' THEN p.hidden_at IS NULL
            ELSE true
          END AS listed,
          CASE WHEN v.status = 'closed' THEN least(v.closes_at, v.updated_at) ELSE v.closes_at END AS closes_at,
          e.starts_at, e.ends_at, e.time_zone, e.status AS event_status,
          t.kind AS template_kind, t.format AS template_format,
          s.saved_at
        FROM saved_items s
        LEFT JOIN vacancies v ON v.id = s.vacancy_id
        LEFT JOIN countries vc ON vc.id = v.country_id
        LEFT JOIN events e ON e.id = s.event_id
        LEFT JOIN countries ec ON ec.id = e.country_id
        LEFT JOIN event_modes em ON em.id = e.mode_id
        LEFT JOIN journals j ON j.id = s.journal_id
        LEFT JOIN publishers pub ON pub.id = j.publisher_id
        LEFT JOIN users xu ON xu.id = s.expert_id
        LEFT JOIN expert_profiles x ON x.user_id = s.expert_id
        LEFT JOIN professions pr ON pr.id = xu.profession_id
        LEFT JOIN qualifications q ON q.id = xu.qualification_id
        LEFT JOIN community_posts p ON p.id = s.post_id
        LEFT JOIN users pu ON pu.id = p.author_id
        LEFT JOIN template_files t ON t.id = s.template_id
        WHERE s.user_id = ${userId} ${only ? sql`AND ${sql.ref(`s.${items[only.kind].column}`)} = ${only.id}` : sql``}
        ORDER BY s.saved_at DESC, s.id DESC`.execute(db)
      return rows
    },

    /**
     * Saves the item unless the member has it already, and gives its id. 'missing' when no item of the kind with that
     * public id may be saved (none, a draft, a hidden post, an expert no longer listed), 'full' at the limit; `added`
     * is false when it was saved already and nothing changed.
     */
    save(userId: string, kind: SavedKind, key: string) {
      const item = items[kind]
      return inTransaction(db, async (trx) => {
        await lockMember(trx, userId)
        const { rows } = await sql<{ id: string | number; saved: boolean; count: number }>`
          SELECT i.${sql.ref(item.id)} AS id,
            EXISTS (SELECT 1 FROM saved_items WHERE user_id = ${userId} AND ${sql.ref(item.column)} = i.${sql.ref(item.id)}) AS saved,
            (SELECT count(*)::int FROM saved_items WHERE user_id = ${userId}) AS count
          FROM ${sql.table(item.table)} i WHERE i.${sql.ref(item.key)} = ${keyValue(kind, key)} AND ${item.listed}`.execute(trx)
        const found = rows[0]
        if (!found) return 'missing' as const
        if (found.saved) return { id: found.id, added: false }
        if (found.count >= SAVED_ITEMS_MAX) return 'full' as const
        await trx
          .insertInto('saved_items')
          .values({ user_id: userId, kind, [item.column]: found.id })
          .execute()
        return { id: found.id, added: true }
      })
    },

    /** Removes the item from the member's saved items; false when it was not among them. */
    async remove(userId: string, kind: SavedKind, key: string) {
      const item = items[kind]
      const result = await sql`
        DELETE FROM saved_items s USING ${sql.table(item.table)} i
        WHERE s.user_id = ${userId} AND s.${sql.ref(item.column)} = i.${sql.ref(item.id)} AND i.${sql.ref(item.key)} = ${keyValue(kind, key)}`.execute(db)
      return Number(result.numAffectedRows ?? 0) > 0
    },

    /** The ids of the events the member saved: their calendar. */
    async savedEventIds(userId: string) {
      const rows = await db.selectFrom('saved_items').select('event_id').where('user_id', '=', userId).where('event_id', 'is not', null).execute()
      return rows.map((row) => row.event_id!)
    },

    /**
     * The member's feed token, made the first time it is asked for: read first, since the list asks for it every
     * time and a write per read would cost the database for nothing.
     */
    async feedToken(userId: string, fresh: () => string) {
      const token = () => db.selectFrom('saved_event_feeds').select('token').where('user_id', '=', userId).executeTakeFirst()
      const kept = await token()
      if (kept) return kept.token
      await db.insertInto('saved_event_feeds').values({ user_id: userId, token: fresh() }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
      return (await token())!.token
    },

    /** Gives the member a new feed token: the old address stops working. */
    async renewFeedToken(userId: string, fresh: string) {
      await db
        .insertInto('saved_event_feeds')
        .values({ user_id: userId, token: fresh })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token: fresh }))
        .execute()
      return fresh
    },

    /** Whose feed a token opens, or undefined. */
    async feedOwner(token: string) {
      const row = await db.selectFrom('saved_event_feeds').select('user_id').where('token', '=', token).executeTakeFirst()
      return row?.user_id
    },
  }
}

export type SavedItemsRepository = ReturnType<typeof createSavedItemsRepository>
