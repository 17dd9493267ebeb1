import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createAdminEnquiriesRepository, createEnquiriesRepository } from '../../modules/enquiries/index.ts'
import { unique } from './unique.ts'

// The starter list and the tests build writing services, enquiries and contact messages through these.

/** The starter service whose enquiries Thesis Management lists; staff mark others in Enquiries Management. */
const starterThesisService = 'Thesis and dissertation writing support'

/** The writing services a new site offers; staff rename, reorder and retire them in Enquiries Management. */
export const starterWritingServices = [
  'Manuscript editing and proofreading',
  starterThesisService,
  'Systematic review and meta-analysis support',
  'Statistical analysis',
  'Journal selection and submission support',
  'Plagiarism check and rewriting',
  'Grant proposal writing',
  'Response to reviewers',
] as const

export async function createWritingService(db: Kysely<Database>, { title = unique('Writing service'), retired = false, thesisHelp = false } = {}) {
  const repo = createAdminEnquiriesRepository(db)
  const { id } = await repo.insertService(title)
  if (retired || thesisHelp) await repo.updateService(id, { retired, thesisHelp })
  return { id, title }
}

export async function seedWritingServices(db: Kysely<Database>) {
  for (const title of starterWritingServices) await createWritingService(db, { title, thesisHelp: title === starterThesisService })
}

export async function createWritingEnquiry(db: Kysely<Database>, serviceId: number, overrides: Partial<{ name: string; email: string; phone: string }> = {}) {
  const email = overrides.email ?? `${unique('client')}@example.org`
  return createEnquiriesRepository(db).insertEnquiry({
    name: overrides.name ?? 'Asha Raman',
    email,
    phone: overrides.phone ?? '+91 98765 43210',
    phoneE164: null,
    serviceId,
  })
}

export async function createContactMessage(db: Kysely<Database>, overrides: Partial<{ name: string; email: string; message: string }> = {}) {
  const message = { name: 'Daniel Okafor', email: `${unique('sender')}@example.org`, message: 'Do you offer group plans for a department?', ...overrides }
  const { id } = await createEnquiriesRepository(db).insertContact(message)
  return { id, ...message }
}
