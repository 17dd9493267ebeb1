import { journalFields, journalFieldTitles, type AdminJournal } from '../../../../contract/admin-journals.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { Facts } from '../../admin-kit/index.ts'

const sourceNames = { doaj: 'DOAJ import', staff: 'Staff edit' } as const

/** Where each value of a journal came from, and when: what an import will keep (staff edits) and what it may change. */
export function JournalSources({ journal }: { journal: AdminJournal }) {
  const known = journalFields.filter((field) => journal.sources[field])
  return (
    <details>
      <summary>Where each value came from</summary>
      {known.length ? (
        <Facts
          facts={known.map((field) => {
            const source = journal.sources[field]!
            return [journalFieldTitles[field], `${sourceNames[source.source]}, ${formatDateTime(source.at)}`] as const
          })}
        />
      ) : (
        <p>No source is recorded for this journal's values yet.</p>
      )}
      <p>A value set by a staff edit is kept when DOAJ's list is imported again.</p>
    </details>
  )
}
