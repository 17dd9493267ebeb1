import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { CategoryTable } from './lists.ts'

/**
 * Of the values a form sent, those a record may not be given: ones that do not exist, and retired ones the record
 * does not hold already (`held`). A retired value stays on the records that have it and is offered to no new one.
 */
export async function refusedChoices(db: Kysely<Database>, table: CategoryTable, ids: readonly number[], held: readonly number[] = []) {
  if (!ids.length) return []
  const allowed = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .where((eb) => (held.length ? eb.or([eb('retired_at', 'is', null), eb('id', 'in', [...held])]) : eb('retired_at', 'is', null)))
    .execute()
  const ok = new Set(allowed.map((row) => row.id))
  return ids.filter((id) => !ok.has(id))
}

/** A form's choices in the list's order: none retired, except those the record being edited has (`held`). */
export const offeredValues = (db: Kysely<Database>, table: CategoryTable, held: readonly number[] = []) =>
  db
    .selectFrom(table)
    .where((eb) => (held.length ? eb.or([eb('retired_at', 'is', null), eb('id', 'in', [...held])]) : eb('retired_at', 'is', null)))
    .orderBy('position')
    .orderBy('title')
    .orderBy('id')
