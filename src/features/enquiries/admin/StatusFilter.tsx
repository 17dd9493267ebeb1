import { useNavigate, useSearch } from '@tanstack/react-router'
import type { EnquiryStatus, QueryStatus } from '../../../../contract/enquiry-statuses.ts'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import * as styles from './AdminEnquiries.css.ts'

/** A list's status filter, kept in the address beside its search; 'All' is none. */
export function StatusFilter({ options }: { options: readonly Option[] }) {
  const { status } = useSearch({ strict: false }) as { status?: string }
  const navigate = useNavigate()
  return (
    <div className={styles.filter}>
      <SelectField
        label="Status"
        value={status ?? ''}
        options={options}
        placeholder="All"
        onValueChange={(next) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, status: (next || undefined) as EnquiryStatus | QueryStatus | undefined }), replace: true })}
      />
    </div>
  )
}
