import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { FileStorage } from '../storage/local-storage.ts'
import { seedDemoAccounts, seedDemoStaff } from './demo-accounts.ts'
import { seedDemoCommunity } from './demo-community.ts'
import { seedDemoEvents } from './demo-events.ts'
import { seedDemoExperts } from './demo-experts.ts'
import { seedDemoVacancies } from './demo-vacancies.ts'
import { seedDemoJournals, seedJournalIndexes } from './journal-catalogue.ts'
import { seedWritingServices } from './factories/enquiries.ts'
import { once } from './once.ts'
import { seedPlans } from './plans.ts'
import { seedEventLookups, seedReference } from './reference.ts'
import { seedStarterContent } from './starter-content.ts'
import { seedStarterTemplates } from './templates/seed-templates.ts'

/** Fills an empty database; each step runs once per database, so restarts and second nodes add nothing. */
export async function seedDatabase(db: Kysely<Database>, storage: FileStorage, { demoData = false } = {}) {
  const ran: string[] = []
  if (await once(db, 'seed:reference:v1', seedReference)) ran.push('reference data')
  if (await once(db, 'seed:event-lookups:v1', seedEventLookups)) ran.push('event types and modes')
  if (await once(db, 'seed:starter-content:v1', (trx) => seedStarterContent(trx, storage))) ran.push('starter content')
  if (await once(db, 'seed:starter-templates:v1', (trx) => seedStarterTemplates(trx, storage))) ran.push('starter templates')
  if (await once(db, 'seed:plans:v1', seedPlans)) ran.push('plans')
  if (await once(db, 'seed:writing-services:v1', seedWritingServices)) ran.push('writing services')
  if (await once(db, 'seed:journal-indexes:v1', seedJournalIndexes)) ran.push('journal indexes')
  if (demoData && (await once(db, 'seed:demo-accounts:v1', seedDemoAccounts))) ran.push('demo accounts')
  if (demoData && (await once(db, 'seed:demo-staff:v1', seedDemoStaff))) ran.push('demo staff')
  if (demoData && (await once(db, 'seed:demo-journals:v1', seedDemoJournals))) ran.push('demo journals')
  if (demoData && (await once(db, 'seed:demo-vacancies:v1', seedDemoVacancies))) ran.push('demo vacancies')
  if (demoData && (await once(db, 'seed:demo-events:v1', seedDemoEvents))) ran.push('demo events')
  if (demoData && (await once(db, 'seed:demo-experts:v1', (trx) => seedDemoExperts(trx)))) ran.push('demo experts')
  if (demoData && (await once(db, 'seed:demo-community:v1', (trx) => seedDemoCommunity(trx)))) ran.push('demo community')
  return ran
}
