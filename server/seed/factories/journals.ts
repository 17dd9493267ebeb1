import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { issnFromNumber } from '../../../contract/issn.ts'
import { createJournalsRepository, type JournalInput } from '../../modules/journals/index.ts'
import { generateJournals } from '../journals/generate-journals.ts'
import { unique } from './unique.ts'

const BATCH = 500

// Tests share one database: each made-up journal gets an ISSN from a range the demo and bench sets never use.
let nextIssn = 7_000_000 + Math.floor(Math.random() * 2_000_000)

/** A journal with every field filled in; tests override what they look at. Returns it with its id and slug. */
export async function createJournal(db: Kysely<Database>, overrides: Partial<JournalInput> = {}) {
  const input: JournalInput = {
    title: overrides.title ?? `Journal of ${unique('Clinical Research')}`,
    link: 'https://journals.example.org/test',
    impactFactor: 3.2,
    publisher: 'Elsevier',
    issnElectronic: issnFromNumber(nextIssn++),
    country: 'United Kingdom',
    languages: ['English'],
    openAccess: true,
    apc: { amountMinor: 250000, currency: 'USD' },
    licence: 'CC BY 4.0',
    reviewProcess: 'Double anonymous peer review',
    weeksToPublication: 10,
    scope: 'Original research on the diagnosis and treatment of disease.',
    keywords: ['clinical research'],
    subjects: ['internal-medicine'],
    indexes: ['scopus'],
    ...overrides,
  }
  const { ids } = await createJournalsRepository(db).save([input])
  const row = await db.selectFrom('journals').select(['id', 'slug']).where('id', '=', ids[0]!).executeTakeFirstOrThrow()
  return { ...input, ...row }
}

/** Saves many journals in batches, as an import does; returns their ids in order. */
export async function createJournals(db: Kysely<Database>, inputs: JournalInput[], onBatch?: (saved: number) => void) {
  const repo = createJournalsRepository(db)
  const ids: number[] = []
  for (let i = 0; i < inputs.length; i += BATCH) {
    const result = await repo.save(inputs.slice(i, i + BATCH))
    ids.push(...result.ids.map((id) => id!))
    onBatch?.(ids.length)
  }
  return ids
}

/**
 * The demo catalogue: a few hundred journals across the home strip's subjects. Always the same ones (the
 * labelled manuscripts of the matcher's evaluation set name them by slug).
 */
export const demoJournals = () => generateJournals({ count: 300, seed: 2024, issnBase: 1_000_000 })

/** The benchmark's large catalogue, with a long tail of small publishers as a real one has. */
export const benchJournals = (count: number) => generateJournals({ count, seed: 77, issnBase: 1_500_000, societyPublishers: 1500 })
