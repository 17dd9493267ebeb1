import { useId, type ReactNode } from 'react'
import * as styles from './Field.css.ts'

export interface FieldProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  className?: string
}

export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * A label, a control and the message under it, wired so a screen reader reads the message with the control.
 * `children` receives the ids to spread on the control.
 */
export function Field({ label, error, hint, className, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}
