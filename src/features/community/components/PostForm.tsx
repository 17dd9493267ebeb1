import type { FormEvent } from 'react'
import { useForm, type FieldErrors } from '../../../ui/use-form.ts'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { PostFields } from '../drafts.ts'
import * as styles from './Community.css.ts'
import { SubmitButtons } from './SubmitButtons.tsx'

interface PostFormProps {
  /** Names the form for assistive technology: 'New post', 'Edit your post'. */
  label: string
  initial?: PostFields
  initialErrors?: FieldErrors
  submitLabel: string
  /** Takes the checked title (trimmed) and text (as typed); the form empties once it resolves, unless editing. */
  onSubmit: (draft: { title: string; text: string }) => Promise<unknown>
  /** Before anything is checked: whether this person may post at all (a visitor is sent to sign in). */
  guard?: (submit: () => void) => void
  onCancel?: () => void
  /** Focus on the title at once: the editor opened in place of the button that opened it. */
  autoFocus?: boolean
}

const empty: PostFields = { title: '', text: '' }

/** A post's title and content with the contract's messages under them: the new-post form, and a pending post's editor. */
export function PostForm({ label, initial = empty, initialErrors, submitLabel, onSubmit, guard = (submit) => submit(), onCancel, autoFocus }: PostFormProps) {
  const form = useForm({
    schema: PostFields,
    initial,
    initialErrors,
    onSubmit: async (draft) => {
      await onSubmit(draft)
      if (!onCancel) form.reset()
    },
  })
  const { bind } = form
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    guard(() => void form.handleSubmit(event))
  }

  return (
    <form className={styles.form} aria-label={label} onSubmit={submit} noValidate>
      <TextField label="Post Title" autoComplete="off" autoFocus={autoFocus} {...bind('title', { validateOnChange: true })} />
      <TextareaField label="Post Content" rows={5} {...bind('text', { validateOnChange: true })} />
      <div className={styles.formActions}>
        <SubmitButtons submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
      </div>
    </form>
  )
}
