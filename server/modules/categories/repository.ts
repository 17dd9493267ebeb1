import { sql, type Kysely } from 'kysely'
import { usageKinds, type Usage } from '../../../contract/categories.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { CategoryTable, ListDefinition, Reference } from './lists.ts'

export interface CategoryRow {
  id: number
  slug: string
  title: string
  position: number
  retired_at: Date | null
  merged_into_id: number | null
  merged_into_title: string | null
}

const noUsage = (): Usage => Object.fromEntries(usageKinds.map((kind) => [kind, 0])) as Usage

const ref = (table: string, column: string) => sql.ref(`${table}.${column}`)

/**
 * How many records hold each value through one reference, as rows of (id, members, experts, n): accounts are counted
 * by role (anonymised ones hold nothing any more), other records in `n`. `only` narrows it to one value.
 */
function usageQuery(reference: Reference, only?: number) {
  const value = ref(reference.kind === 'column' ? reference.table : 'l', reference.column)
  const narrowed = only === undefined ? sql`` : sql`AND ${value} = ${only}`
  if (reference.usage === 'accounts') {
    const from = reference.kind === 'link' ? sql`${sql.table(reference.table)} l JOIN users ON users.id = ${ref('l', reference.owner)}` : sql`users`
    return sql<{ id: number; members: number; experts: number; n: number }>`
      SELECT ${value} AS id, count(*) FILTER (WHERE users.role <> 'expert')::int AS members, count(*) FILTER (WHERE users.role = 'expert')::int AS experts, 0 AS n
      FROM ${from} WHERE users.deleted_at IS NULL AND ${value} IS NOT NULL ${narrowed} GROUP BY ${value}`
  }
  const from = reference.kind === 'link' ? sql`${sql.table(reference.table)} l` : sql.table(reference.table)
  return sql<{ id: number; members: number; experts: number; n: number }>`
    SELECT ${value} AS id, 0 AS members, 0 AS experts, count(*)::int AS n FROM ${from} WHERE ${value} IS NOT NULL ${narrowed} GROUP BY ${value}`
}

/** Writes that change a list's order or its values' places take the list's lock, so two staff moving at once cannot interleave. */
const lockList = (trx: Kysely<Database>, table: CategoryTable) => sql`SELECT pg_advisory_xact_lock(hashtext(${`categories:${table}`}))`.execute(trx)

export function createCategoriesRepository(db: Kysely<Database>) {
  const values = (table: CategoryTable, on: Kysely<Database> = db) =>
    on
      .selectFrom(`${table} as c` as 'subjects as c')
      .leftJoin(`${table} as m` as 'subjects as m', 'm.id', 'c.merged_into_id')
      .select(['c.id', 'c.slug', 'c.title', 'c.position', 'c.retired_at', 'c.merged_into_id', 'm.title as merged_into_title'])

  /** Each value's usage through every reference of its list, added up by kind. */
  async function usage(definition: ListDefinition, only?: number, on: Kysely<Database> = db) {
    const counts = new Map<number, Usage>()
    const parts = await Promise.all(definition.references.map(async (reference) => ({ reference, rows: (await usageQuery(reference, only).execute(on)).rows })))
    for (const { reference, rows } of parts) {
      for (const row of rows) {
        const id = Number(row.id)
        const total = counts.get(id) ?? noUsage()
        if (reference.usage === 'accounts') {
          total.members += row.members
          total.experts += row.experts
        } else total[reference.usage] += row.n
        counts.set(id, total)
      }
    }
    return (id: number) => counts.get(id) ?? noUsage()
  }

  return {
    usage,

    /** Every value, retired ones too, in the list's order. */
    list: (table: CategoryTable): Promise<CategoryRow[]> => values(table).orderBy('c.position').orderBy('c.title').orderBy('c.id').execute(),

    value: (table: CategoryTable, id: number, on: Kysely<Database> = db): Promise<CategoryRow | undefined> => values(table, on).where('c.id', '=', id).executeTakeFirst(),

    /** Which of these slugs are taken already (any value, retired ones too). */
    async takenSlugs(table: CategoryTable, base: string) {
      const rows = await db
        .selectFrom(table)
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
      return new Set(rows.map((row) => row.slug))
    },

    /** Another value with this title in any case, if any. */
    sameTitle: (table: CategoryTable, title: string, except?: number, on: Kysely<Database> = db) =>
      on
        .selectFrom(table)
        .select(['id', 'title'])
        .where(sql<boolean>`lower(title) = lower(${title})`)
        .$if(except !== undefined, (q) => q.where('id', '<>', except!))
        .executeTakeFirst(),

    /** Runs `work` holding the list's lock, in one transaction. */
    locked: <T>(table: CategoryTable, work: (trx: Kysely<Database>) => Promise<T>) =>
      inTransaction(db, async (trx) => {
        await lockList(trx, table)
        return work(trx)
      }),

    /** A new value goes last. */
    insert: (trx: Kysely<Database>, table: CategoryTable, value: { slug: string; title: string }) =>
      trx
        .insertInto(table)
        .values({ ...value, position: sql<number>`(SELECT COALESCE(max(position), -1) + 1 FROM ${sql.table(table)})` })
        .returning('id')
        .executeTakeFirstOrThrow(),

    async update(trx: Kysely<Database>, table: CategoryTable, id: number, changes: { title?: string; retired?: boolean }) {
      const set = {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        // Restoring a merged value makes it a value of its own again.
        ...(changes.retired === true ? { retired_at: sql<Date>`COALESCE(retired_at, now())` } : {}),
        ...(changes.retired === false ? { retired_at: null, merged_into_id: null } : {}),
      }
      if (Object.keys(set).length) await trx.updateTable(table).set(set).where('id', '=', id).execute()
    },

    /** Puts the value at `place` (0 is first; past the end is last) and numbers the whole list again from 0. */
    async move(trx: Kysely<Database>, table: CategoryTable, id: number, place: number) {
      const ids = (await trx.selectFrom(table).select('id').orderBy('position').orderBy('title').orderBy('id').execute()).map((row) => row.id).filter((other) => other !== id)
      ids.splice(Math.min(place, ids.length), 0, id)
      await sql`UPDATE ${sql.table(table)} t SET position = o.n - 1
        FROM unnest(${ids}::bigint[]) WITH ORDINALITY AS o(id, n)
        WHERE t.id = o.id AND t.position <> o.n - 1`.execute(trx)
    },

    /** False when there is no such value. */
    async remove(trx: Kysely<Database>, table: CategoryTable, id: number) {
      const row = await trx.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst()
      return Boolean(row)
    },

    /**
     * Moves every record holding `from` to `into` (a record holding both keeps one), then retires `from` and points it,
     * and any value merged into it before, at `into`. Runs inside the caller's transaction.
     */
    async merge(trx: Kysely<Database>, definition: ListDefinition, from: number, into: number) {
      for (const reference of definition.references) {
        let moved: unknown[]
        if (reference.kind === 'column') {
          const { rows } = await sql<{ id: unknown }>`UPDATE ${sql.table(reference.table)} SET ${sql.ref(reference.column)} = ${into}
            WHERE ${sql.ref(reference.column)} = ${from} RETURNING id`.execute(trx)
          moved = rows.map((row) => row.id)
        } else {
          const columns = [reference.owner, reference.column, ...reference.carry].map((column) => sql.ref(column))
          const carried = [sql.ref(reference.owner), sql`${into}`, ...reference.carry.map((column) => sql.ref(column))]
          await sql`INSERT INTO ${sql.table(reference.table)} (${sql.join(columns)})
            SELECT ${sql.join(carried)} FROM ${sql.table(reference.table)} WHERE ${sql.ref(reference.column)} = ${from}
            ON CONFLICT DO NOTHING`.execute(trx)
          const { rows } = await sql<{ owner: unknown }>`DELETE FROM ${sql.table(reference.table)} WHERE ${sql.ref(reference.column)} = ${from}
            RETURNING ${sql.ref(reference.owner)} AS owner`.execute(trx)
          moved = rows.map((row) => row.owner)
        }
        if (reference.refresh && moved.length) await reference.refresh(moved).execute(trx)
      }
      const table = definition.table
      await trx.updateTable(table).set({ retired_at: sql<Date>`COALESCE(retired_at, now())`, merged_into_id: into }).where('id', '=', from).execute()
      await trx.updateTable(table).set({ merged_into_id: into }).where('merged_into_id', '=', from).execute()
    },
  }
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>
