import type { ComponentProps } from 'react'
import { Field, type FieldProps } from './Field.tsx'
import * as styles from './Field.css.ts'

export interface Option {
  value: string
  label: string
}

type Props = FieldProps &
  Omit<ComponentProps<'select'>, 'onChange' | 'value'> & {
    value: string
    onValueChange: (value: string) => void
    options: readonly Option[]
    /** The empty first choice, such as 'Select qualification'; omitted when every option is a real choice. */
    placeholder?: string
  }

/** A native select: the phone's own picker, keyboard and screen-reader support come with it. */
export function SelectField({ label, error, hint, onValueChange, options, placeholder, ...select }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select className={styles.control} {...select} {...control} onChange={(e) => onValueChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * A filter's options with the URL's choice kept in them: a choice the list does not offer (a linked subject with
 * no listings yet, or a list still loading) stays visible as chosen rather than reading as 'All'.
 */
export const withChosen = (options: readonly Option[] = [], chosen?: string): readonly Option[] =>
  !chosen || options.some((o) => o.value === chosen) ? options : [...options, { value: chosen, label: chosen }]
