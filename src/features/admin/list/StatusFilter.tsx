import { useNavigate, useSearch } from '@tanstack/react-router'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import * as styles from './AdminList.css.ts'

/**
 * A list's filter, kept in the address beside its search under the API's own name (a status by default); 'All' is
 * none. The route's search schema checks it.
 */
export function StatusFilter({ options, name = 'status', label = 'Status' }: { options: readonly Option[]; name?: string; label?: string }) {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  const value = search[name]
  return (
    <div className={styles.filter}>
      <SelectField
        label={label}
        value={value === undefined ? '' : String(value)}
        options={options}
        placeholder="All"
        onValueChange={(next) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, [name]: next || undefined }) as never, replace: true })}
      />
    </div>
  )
}
