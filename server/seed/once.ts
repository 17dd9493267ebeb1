import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'

/** Runs a seed step in one transaction unless it ran before: a restart, or a second node, never repeats it. */
export async function once(db: Kysely<Database>, key: string, step: (trx: Kysely<Database>) => Promise<void>) {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('app_meta')
      .values({ key, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst()
    if (!inserted) return false
    await step(trx)
    return true
  })
}
