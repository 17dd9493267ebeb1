import { useNavigate, useSearch } from '@tanstack/react-router'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import * as styles from './AdminList.css.ts'

/** A list's status filter, kept in the address beside its search; 'All' is none. The route's search schema checks it. */
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
        onValueChange={(next) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, status: (next || undefined) as never }), replace: true })}
      />
    </div>
  )
}
