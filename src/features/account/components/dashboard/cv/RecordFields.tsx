import { TextField } from '../../../../../ui/form/TextField.tsx'
import * as styles from './EntryList.css.ts'

export interface RecordField<T> {
  key: keyof T & string
  label: string
  /** A year: the phone offers digits. */
  numeric?: boolean
}

interface RecordFieldsProps<T> {
  legend: string
  fields: readonly RecordField<T>[]
  entry: T
  onEntryChange: (entry: T) => void
  errorAt: (key: string) => string | undefined
}

/** The boxes of one experience, education or licence entry, grouped under its number for screen readers. */
export function RecordFields<T extends Record<string, string | number>>({ legend, fields, entry, onEntryChange, errorAt }: RecordFieldsProps<T>) {
  return (
    <fieldset className={styles.record}>
      <legend className={styles.legend}>{legend}</legend>
      {fields.map(({ key, label, numeric }) => (
        <TextField
          key={key}
          label={label}
          value={String(entry[key])}
          inputMode={numeric ? 'numeric' : undefined}
          onValueChange={(value) => onEntryChange({ ...entry, [key]: value })}
          error={errorAt(key)}
        />
      ))}
    </fieldset>
  )
}
