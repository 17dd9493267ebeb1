import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createEvents, demoEvents } from './factories/events.ts'

/** A few hundred made-up events to try the list, its filters, calendars and Events Management with, each marked as demo data. */
export async function seedDemoEvents(db: Kysely<Database>) {
  const ids = await createEvents(db, demoEvents())
  // Marked once saved: staff's form never marks one.
  if (ids.length) await db.updateTable('events').set({ demo: true }).where('id', 'in', ids).execute()
}
