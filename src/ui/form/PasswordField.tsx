import { useState, type ComponentProps } from 'react'
import { Field, type FieldProps } from './Field.tsx'
import * as styles from './Field.css.ts'
import { visuallyHidden } from '../../styles/utilities.css.ts'

type Props = FieldProps &
  Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type'> & { value: string; onValueChange: (value: string) => void }

/**
 * A password box with a show/hide toggle; the toggle says which state it would switch to and, for
 * screen readers, which field ('Show New password'), since a form may have several.
 */
export function PasswordField({ label, error, hint, onValueChange, ...input }: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className={styles.withButton}>
          <input
            className={styles.passwordInput}
            type={visible ? 'text' : 'password'}
            {...input}
            {...control}
            onChange={(e) => onValueChange(e.target.value)}
          />
          <button
            type="button"
            className={styles.inButton}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className={visuallyHidden}> {label}</span>
          </button>
        </div>
      )}
    </Field>
  )
}
