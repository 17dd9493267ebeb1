import { useQuery } from '@tanstack/react-query'
import { ButtonLink } from '../../../ui/Button.tsx'
import { listStyles, StatusFilter } from '../../admin-kit/index.ts'
import { journalOptionsQuery } from '../api/journals-queries.ts'

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]
const impactFactor = [
  { value: 'yes', label: 'Not yet entered' },
  { value: 'no', label: 'Entered' },
]

/** Beside the catalogue's heading: the DOAJ import, and the filters, each in the address under the API's name. */
export function JournalFilters() {
  const publishers = useQuery(journalOptionsQuery('publishers')).data ?? []
  const indexes = useQuery(journalOptionsQuery('indexes')).data ?? []
  return (
    <div className={listStyles.tools}>
      <ButtonLink to="/admin-dashboard/journals/import" variant="outline">
        Import from DOAJ
      </ButtonLink>
      <StatusFilter name="publisher" label="Publisher" options={publishers} />
      <StatusFilter name="index" label="Indexing" options={indexes} />
      <StatusFilter name="openAccess" label="Open access" options={yesNo} />
      <StatusFilter name="doaj" label="Listed in DOAJ" options={yesNo} />
      <StatusFilter name="noImpactFactor" label="Impact factor" options={impactFactor} />
    </div>
  )
}
