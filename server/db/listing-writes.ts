import type { InsertObject, Kysely, UpdateObject } from 'kysely'
import { listingSlug } from './listing-slug.ts'
import type { Database } from './schema.ts'
import { inTransaction } from './transaction.ts'

/** The tables of listings staff write whole: a row with a title and a slug, and rows of its own in another table. */
type ListingTable = 'vacancies' | 'events' | 'plans' | 'journals'
/** Those other tables: a vacancy's subjects, an event's deadlines, a plan's features, a journal's subjects and indexes. */
type ChildTable = 'vacancy_subjects' | 'event_deadlines' | 'plan_features' | 'journal_subjects' | 'journal_indexings'

/** One other table of a listing: the table, its column naming the listing, the rows a record has there. */
interface ChildRows<C extends ChildTable, R> {
  table: C
  listing: keyof Database[C] & string
  rows: (id: number, record: R) => InsertObject<Database, C>[]
}

// Small enough for one statement's parameters, large enough that the demo and bench data load in few.
const BATCH = 500

export interface ListingWritesOptions<T extends ListingTable, C extends ChildTable, R extends { title: string }> {
  table: T
  /** The slug's words when a title has none to give. */
  slugFallback: string
  /** The row's columns for a record, but its slug, made here once when the listing is created. */
  columns: (record: R) => Omit<InsertObject<Database, T>, 'slug'>
  /** The listing's rows in its other tables, which a save replaces whole. */
  children: { [K in C]: ChildRows<K, R> }[C][]
}

/** Create, save over and delete for a listing table: each listing is written with its other rows or not at all. */
export function listingWrites<T extends ListingTable, C extends ChildTable, R extends { title: string }>(db: Kysely<Database>, options: ListingWritesOptions<T, C, R>) {
  const { slugFallback } = options
  // Kysely cannot follow a table named by a type parameter, so the statements are checked against one pair of tables:
  // what they touch (id, slug, updated_at; the listing's column) the others have alike, and the options are checked
  // per table above.
  const table = options.table as 'vacancies'
  const columns = options.columns as unknown as (record: R) => Omit<InsertObject<Database, 'vacancies'>, 'slug'>
  const children = options.children as unknown as (ChildRows<'vacancy_subjects', R> & { listing: 'vacancy_id' })[]

  async function saveChildren(trx: Kysely<Database>, listings: { id: number; record: R }[]) {
    for (const child of children) {
      await trx.deleteFrom(child.table).where(child.listing, 'in', listings.map((listing) => listing.id)).execute()
      const rows = listings.flatMap(({ id, record }) => child.rows(id, record))
      if (rows.length) await trx.insertInto(child.table).values(rows).execute()
    }
  }

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
