import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { downloadFile } from '../../../lib/save-download.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { DateFilter } from '../../admin-kit/index.ts'
import { auditFacetsQuery } from '../api/audit-facets.ts'
import { auditFilterKeys, type AuditSearch } from './audit-search.ts'
import * as styles from './AuditLog.css.ts'

/** The log's filters, kept in the address, and the export of what they select. */
export function AuditFilters() {
  const search = useSearch({ strict: false }) as AuditSearch
  const navigate = useNavigate()
  const facets = useQuery(auditFacetsQuery())
  const { toast } = useToast()
  const [exporting, setExporting] = useState(false)
  const set = (patch: Partial<AuditSearch>) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, ...patch }), replace: true })
  const actions = facets.data?.areas.find((area) => area.area === search.area)?.actions ?? []
  const chosen = Object.fromEntries(auditFilterKeys.flatMap((key) => (search[key] ? [[key, search[key]]] : [])))

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadFile('admin/audit/export.csv', 'audit-log.csv', { searchParams: chosen })
    } catch (err) {
      toast({ tone: 'error', title: 'The export failed', description: (err as Error).message })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className={styles.filters}>
      <SelectField
        label="Staff member"
        value={search.actor ?? ''}
        placeholder="Everyone"
        options={(facets.data?.actors ?? []).map((actor) => ({ value: actor.id, label: actor.name }))}
        onValueChange={(actor) => set({ actor: actor || undefined })}
      />
      <SelectField
        label="Area"
        value={search.area ?? ''}
        placeholder="All areas"
        options={(facets.data?.areas ?? []).map(({ area }) => ({ value: area, label: area }))}
        onValueChange={(area) => set({ area: area || undefined, action: undefined })}
      />
      <SelectField
        label="Action"
        value={search.action ?? ''}
        placeholder="All actions"
        disabled={!search.area}
        options={actions.map((action) => ({ value: action, label: action }))}
        onValueChange={(action) => set({ action: action || undefined })}
      />
      <DateFilter name="from" label="From" />
      <DateFilter name="to" label="To" />
      {(search.recordType || search.recordId) && (
        <Button variant="outline" size="sm" onClick={() => set({ recordType: undefined, recordId: undefined })}>
          Show every record
        </Button>
      )}
      <Button size="sm" onClick={exportCsv} disabled={exporting}>
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
    </div>
  )
}
