import { useId, type ReactNode } from 'react'
import * as styles from './Field.css.ts'
import type { Option } from './SelectField.tsx'

interface Props {
  legend: ReactNode
  options: readonly Option[]
  selected: readonly string[]
  onSelectedChange: (selected: string[]) => void
  error?: string
  hint?: ReactNode
  className?: string
}

/**
 * A choice of several from a long list (subjects, indexes): a group of real checkboxes in a box that scrolls past
 * about 15rem, so the keyboard and screen readers treat each one as the control it is.
 */
export function CheckboxList({ legend, options, selected, onSelectedChange, error, hint, className }: Props) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const toggle = (value: string, on: boolean) =>
    onSelectedChange(on ? [...selected, value] : selected.filter((v) => v !== value))
  return (
    <fieldset className={className ?? styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.checkList} aria-invalid={Boolean(error)} tabIndex={-1}>
        {options.map((o) => (
          <label key={o.value} className={styles.checkItem}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={selected.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  )
}
