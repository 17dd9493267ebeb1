import { journalFields, type AdminJournal, type JournalSources, type JournalValues } from '../../../contract/admin-journals.ts'
import { invalid, type FieldIssue } from '../../http/errors.ts'
import { recordService } from '../../core/admin/record-service.ts'
import type { AdminJournalRow, AdminJournalsRepository, JournalRecord } from './admin-repository.ts'
import { storedFields } from './save-journals.ts'

/** A stored journal as the values it would be saved with again: what an edit starts from. */
export const recordOf = (row: AdminJournalRow): JournalRecord => ({
  id: row.id,
  ...storedFields(row),
  subjectIds: row.subject_ids,
  indexes: row.index_slugs,
  sources: row.sources,
})

/** The admin list's item: the record in the form's shape, with the id, slug, titles for the card and where each value came from. */
export function adminJournal(row: AdminJournalRow): AdminJournal {
  const { id: _id, ...record } = recordOf(row)
  return { id: row.id, slug: row.slug, ...record, labels: { subjects: row.subject_titles, indexes: row.index_titles }, updatedAt: row.updated_at.toISOString() }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const sorted = (list: unknown[]) => [...list].map(String).sort()

/**
 * The values as they are saved: each field staff set (on a new journal, every field given a value; on an edit, every
 * field whose value changed) is recorded as theirs, with the moment, so the next import of the journal keeps it.
 */
export function withSources(values: JournalValues, before?: JournalRecord): JournalRecord {
  const at = new Date().toISOString()
  const sources: JournalSources = { ...before?.sources }
  for (const field of journalFields) {
    const value: unknown = values[field]
    const changed = before
      ? !same(Array.isArray(value) ? sorted(value) : value, Array.isArray(before[field]) ? sorted(before[field] as unknown[]) : before[field])
      : value !== null && value !== false && value !== '' && !(Array.isArray(value) && !value.length)
    if (changed) sources[field] = { source: 'staff', at }
  }
  return { ...values, sources, id: before?.id }
}

export function createAdminJournalsService(repo: AdminJournalsRepository, changed: () => void) {
  /** The rules the contract cannot check alone: the subjects and indexes exist, and no other journal holds an ISSN. */
  async function check(record: JournalRecord) {
    const found = await repo.lookups(record)
    const issues: FieldIssue[] = []
    if (found.subjects < record.subjectIds.length) issues.push({ path: 'subjectIds', message: 'Choose subjects from the list' })
    if (found.indexes < record.indexes.length) issues.push({ path: 'indexes', message: 'Choose indexes from the list' })
    for (const field of ['issnPrint', 'issnElectronic'] as const) {
      const issn = record[field]
      if (issn && found.issn_taken.includes(issn)) issues.push({ path: field, message: `Another journal has the ISSN ${issn}` })
    }
    if (issues.length) throw invalid(issues)
  }

  return recordService({
    repo,
    listKey: 'journals',
    notFoundMessage: 'Journal not found',
    toItem: adminJournal,
    recordOf,
    prepare: withSources,
    check,
    changed,
  })
}

export type AdminJournalsService = ReturnType<typeof createAdminJournalsService>
