import { useId, type FormEvent } from 'react'
import { useForm, type FieldErrors } from '../../../ui/use-form.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import { cx } from '../../../ui/cx.ts'
import { TextFields } from '../drafts.ts'
import * as styles from './Community.css.ts'
import { SubmitButtons } from './SubmitButtons.tsx'

interface TextFormProps {
  /** The box's label and placeholder: 'Enter comment', 'Enter reply'. */
  label: string
  submitLabel: string
  initial?: string
  initialErrors?: FieldErrors
  onSubmit: (text: string) => Promise<unknown>
  guard?: (submit: () => void) => void
  onCancel?: () => void
  /** Focus on the box at once: the editor opened in place of the button that opened it. */
  autoFocus?: boolean
}

/** A comment's or reply's text with the contract's message under it: the dialog's forms, and a pending one's editor. */
export function TextForm({ label, submitLabel, initial = '', initialErrors, onSubmit, guard = (submit) => submit(), onCancel, autoFocus }: TextFormProps) {
  const id = useId()
  const form = useForm({
    schema: TextFields,
    initial: { text: initial },
    initialErrors,
    onSubmit: async ({ text }) => {
      await onSubmit(text)
      if (!onCancel) form.reset()
    },
  })
  const { value, onValueChange, error } = form.bind('text', { validateOnChange: true })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    guard(() => void form.handleSubmit(event))
  }

  return (
    <form className={styles.commentForm} onSubmit={submit} noValidate>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <div className={styles.commentFormRow}>
        <textarea
          id={id}
          rows={1}
          className={cx(fieldStyles.control, styles.commentInput)}
          placeholder={label}
          autoFocus={autoFocus}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <SubmitButtons submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </form>
  )
}
