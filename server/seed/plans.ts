import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createPlan } from './factories/plans.ts'

/** The free tier (what everyone may use) and the paid plans a new site sells, priced in paise. */
export async function seedPlans(db: Kysely<Database>) {
  await createPlan(db, {
    slug: 'access-for-free',
    title: 'Access For Free',
    description: 'Free',
    price: 0,
    position: 0,
    features: ['research-community', 'templates'],
  })
  await createPlan(db, {
    slug: 'scholar-basic',
    title: 'Scholar Basic',
    description: 'Starter',
    durationMonths: 3,
    price: 99_900,
    position: 1,
    features: ['journal-finder', 'vacancies', 'events', 'research-community', 'templates'],
  })
  await createPlan(db, {
    slug: 'scholar-plus',
    title: 'Scholar Plus',
    description: 'Most popular',
    durationMonths: 6,
    price: 179_900,
    position: 2,
    features: ['journal-finder', 'vacancies', 'events', 'connect-to-expert', 'research-community', 'templates'],
  })
  await createPlan(db, {
    slug: 'scholar-pro',
    title: 'Scholar Pro',
    description: 'Best value',
    durationMonths: 12,
    price: 299_900,
    position: 3,
    features: ['journal-finder', 'vacancies', 'events', 'connect-to-expert', 'research-community', 'templates'],
  })
}
