import type { InsertObject, Kysely, UpdateObject } from 'kysely'
import { listingSlug } from './listing-slug.ts'
import type { Database } from './schema.ts'
import { inTransaction } from './transaction.ts'

/** The tables of listings staff write whole: a row with a title and a slug, and rows of its own in another table. */
type ListingTable = 'vacancies' | 'events' | 'plans'

// Small enough for one statement's parameters, large enough that the demo and bench data load in few.
const BATCH = 500

export interface ListingWritesOptions<T extends ListingTable, R extends { title: string }> {
  table: T
  /** The slug's words when a title has none to give. */
  slugFallback: string
  /** The row's columns for a record, but its slug, made here once when the listing is created. */
  columns: (record: R) => Omit<InsertObject<Database, T>, 'slug'>
  /** Replaces the listings' rows in their other table (in the order given), in the same transaction. */
  saveChildren: (trx: Kysely<Database>, listings: { id: number; record: R }[]) => Promise<void>
}

/** Create, save over and delete for a listing table: each listing is written with its other rows or not at all. */
export function listingWrites<T extends ListingTable, R extends { title: string }>(db: Kysely<Database>, options: ListingWritesOptions<T, R>) {
  const { slugFallback, saveChildren } = options
  // Kysely cannot follow a table named by a type parameter, so the statements are checked against one of the tables:
  // what they touch (id, slug, updated_at) every listing table has alike, and `columns` is checked per table above.
  const table = options.table as 'vacancies'
  const columns = options.columns as unknown as (record: R) => Omit<InsertObject<Database, 'vacancies'>, 'slug'>

  return {
    /** Creates listings in one transaction per batch; returns their ids in order. */
    async insert(records: R[]) {
      const ids: number[] = []
      for (let i = 0; i < records.length; i += BATCH) {
        const batch = records.slice(i, i + BATCH)
        await inTransaction(db, async (trx) => {
          const rows = await trx
            .insertInto(table)
            .values(batch.map((record) => ({ ...columns(record), slug: listingSlug(record.title, slugFallback) })))
            .returning('id')
            .execute()
          await saveChildren(
            trx,
            rows.map((row, n) => ({ id: row.id, record: batch[n]! })),
          )
          ids.push(...rows.map((row) => row.id))
        })
      }
      return ids
    },

    /** Saves the whole record over the listing; false when there is no such listing. */
    async update(id: number, record: R) {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable(table)
          .set({ ...(columns(record) as UpdateObject<Database, 'vacancies'>), updated_at: new Date() })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst()
        if (row) await saveChildren(trx, [{ id, record }])
        return Boolean(row)
      })
    },

    async remove(id: number) {
      return Boolean(await db.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst())
    },
  }
}
