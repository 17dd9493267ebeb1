import type { ComponentProps } from 'react'
import { Field, type FieldProps } from './Field.tsx'
import * as styles from './Field.css.ts'

type InputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & { value: string; onValueChange: (value: string) => void }

export function TextField({ label, error, hint, onValueChange, ...input }: FieldProps & InputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input className={styles.control} {...input} {...control} onChange={(e) => onValueChange(e.target.value)} />}
    </Field>
  )
}

type TextareaProps = Omit<ComponentProps<'textarea'>, 'onChange' | 'value'> & { value: string; onValueChange: (value: string) => void }

export function TextareaField({ label, error, hint, onValueChange, ...textarea }: FieldProps & TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea className={styles.textarea} {...textarea} {...control} onChange={(e) => onValueChange(e.target.value)} />}
    </Field>
  )
}
