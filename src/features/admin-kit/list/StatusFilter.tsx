import { useNavigate, useSearch } from '@tanstack/react-router'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import * as styles from './AdminList.css.ts'

/** One of a list's filters in the address, under the API's own name; blank is none. The route's search schema checks it. */
function useFilterParam(name: string) {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  const value = search[name]
  const set = (next: string) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, [name]: next || undefined }) as never, replace: true })
  return [value === undefined ? '' : String(value), set] as const
}

/** A list's filter beside its search: one of `options` (a status by default); 'All' is none. */
export function StatusFilter({ options, name = 'status', label = 'Status' }: { options: readonly Option[]; name?: string; label?: string }) {
  const [value, set] = useFilterParam(name)
  return (
    <div className={styles.filter}>
      <SelectField label={label} value={value} options={options} placeholder="All" onValueChange={set} />
    </div>
  )
}

/** A list's filter by a day (YYYY-MM-DD, as the API takes it), such as the first or last day of a range. */
export function DateFilter({ name, label }: { name: string; label: string }) {
  const [value, set] = useFilterParam(name)
  return (
    <div className={styles.filter}>
      <TextField label={label} type="date" value={value} onValueChange={set} />
    </div>
  )
}
