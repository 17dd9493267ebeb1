import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createVacancies, demoVacancies } from './factories/vacancies.ts'

/** A few hundred made-up vacancies to try the list, its filters and Vacancies Management with, each marked as demo data. */
export async function seedDemoVacancies(db: Kysely<Database>) {
  const ids = await createVacancies(db, demoVacancies())
  // Marked once saved (staff's form never marks one), which makes each card again with its 'Demo' label.
  if (ids.length) await db.updateTable('vacancies').set({ demo: true }).where('id', 'in', ids).execute()
}
