import { journalIndexes } from '../../../contract/journals.ts'
import { demoJournals } from '../factories/journals.ts'
import { subjects } from '../../reference/subjects.ts'
import { slugify } from '../../lib/slugify.ts'
import { buildIndexHere, type CatalogueRecord } from '../../modules/journals/index.ts'

const subjectTitles = new Map(subjects.map((s) => [s.slug, s.title]))
const indexTitles = new Map<string, string>(journalIndexes.map((i) => [i.slug, i.title]))

/** The demo catalogue as a search index built in memory, without a database: what the matcher's evaluation runs on. */
export function demoIndex() {
  const records: CatalogueRecord[] = demoJournals().map((j, id) => ({
    id,
    slug: slugify(j.title),
    title: j.title,
    link: j.link ?? null,
    impactFactor: j.impactFactor ?? null,
    publisher: j.publisher ? { slug: slugify(j.publisher), title: j.publisher } : null,
    indexes: (j.indexes ?? []).map((slug) => ({ slug, title: indexTitles.get(slug)! })),
    subjects: (j.subjects ?? []).map((slug) => ({ slug, title: subjectTitles.get(slug)! })),
    issnPrint: j.issnPrint ?? null,
    issnElectronic: j.issnElectronic ?? null,
    country: j.country ?? null,
    languages: j.languages ?? [],
    openAccess: j.openAccess ?? false,
    apc: j.apc ? { amount: j.apc.amountMinor, currency: j.apc.currency } : null,
    licence: j.licence ?? null,
    reviewProcess: j.reviewProcess ?? null,
    weeksToPublication: j.weeksToPublication ?? null,
    keywords: j.keywords ?? [],
    scope: j.scope ?? '',
  }))
  return buildIndexHere(records, [...journalIndexes])
}
