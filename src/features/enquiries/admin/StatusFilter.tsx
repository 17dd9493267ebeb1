import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import * as styles from './AdminEnquiries.css.ts'

/** A list's status filter, kept in the address; 'All' is none. */
export function StatusFilter({ value, options, onChange }: { value: string | undefined; options: readonly Option[]; onChange: (status: string | undefined) => void }) {
  return (
    <div className={styles.filter}>
      <SelectField label="Status" value={value ?? ''} options={options} placeholder="All" onValueChange={(next) => onChange(next || undefined)} />
    </div>
  )
}
