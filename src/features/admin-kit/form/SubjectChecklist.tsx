import { useState } from 'react'
import { CheckboxList } from '../../../ui/form/CheckboxList.tsx'
import type { Option } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import * as styles from './AdminForm.css.ts'

interface Props {
  options: readonly Option[]
  selected: readonly string[]
  onSelectedChange: (selected: string[]) => void
  error?: string
}

/** About 190 subjects as checkboxes under a filter box; chosen ones stay in view whatever the filter says. */
export function SubjectChecklist({ options, selected, onSelectedChange, error }: Props) {
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()
  const shown = options.filter((o) => selected.includes(o.value) || o.label.toLowerCase().includes(needle))
  const names = selected.map((value) => options.find((o) => o.value === value)?.label ?? value)
  // Naming them keeps a choice far down the list in view (a vacancy's first is its card's "Subject").
  const chosen = names.length ? `Chosen: ${names.join(', ')}` : 'No subjects chosen'
  return (
    <div className={styles.wide}>
      <TextField label="Filter subjects" type="search" autoComplete="off" value={filter} onValueChange={setFilter} />
      <CheckboxList legend="Subjects" options={shown} selected={selected} onSelectedChange={onSelectedChange} hint={chosen} error={error} />
    </div>
  )
}
