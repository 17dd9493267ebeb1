import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createEvents, demoEvents } from './factories/events.ts'

/** A few hundred made-up events to try the list, its filters, calendars and Events Management with. */
export async function seedDemoEvents(db: Kysely<Database>) {
  await createEvents(db, demoEvents())
}
