import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Runs `work` in one transaction: the caller's when `db` is already one (a seed step, a batch that saves several
 * things), else a new one. Kysely cannot nest transactions, so work that may be called either way goes through here.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
