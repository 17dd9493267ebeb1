import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createVacancies, demoVacancies } from './factories/vacancies.ts'

/** A few hundred made-up vacancies to try the list, its filters and Vacancies Management with. */
export async function seedDemoVacancies(db: Kysely<Database>) {
  await createVacancies(db, demoVacancies())
}
