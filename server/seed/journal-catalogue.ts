import type { Kysely } from 'kysely'
import { journalIndexes } from '../../contract/journals.ts'
import type { Database } from '../db/schema.ts'
import { createJournals, demoJournals } from './factories/journals.ts'

/** The indexing services the finder filters by, in its order; every environment needs them. */
export async function seedJournalIndexes(db: Kysely<Database>) {
  await db
    .insertInto('journal_indexes')
    .values(journalIndexes.map((index, position) => ({ slug: index.slug, title: index.title, position })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute()
}

/** A few hundred made-up journals to try the finder and the manuscript matcher with. */
export async function seedDemoJournals(db: Kysely<Database>) {
  await createJournals(db, demoJournals())
}
