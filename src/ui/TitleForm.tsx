import type * as v from 'valibot'
import { Button } from './Button.tsx'
import { TextField } from './form/TextField.tsx'
import { useToast } from './toast-store.ts'
import { useForm } from './use-form.ts'

type Title = { title: string; slug?: string }

interface TitleFormProps {
  /** The title box's label: 'New subject', 'New title for Nursing'. */
  label: string
  submit: string
  initial?: string
  /** The contract's body, so the form checks what the server checks. */
  schema: v.GenericSchema<Title, Title>
  maxLength: number
  /** A new value that also takes a slug (made from the title when left empty); a rename never changes it. */
  slug?: { maxLength: number }
  save: (values: Title) => Promise<{ message?: string }>
  /** Called once saved; a form that stays (Add) is emptied instead. */
  onDone?: () => void
  onCancel?: () => void
  /** The form's class and its boxes', as wide as the list they stand in. */
  className: string
  fieldClassName: string
}

/** A listed value's title (a category's, a service's): the add form above the list, and the rename form in a row. */
export function TitleForm({ label, submit, initial = '', schema, maxLength, slug, save, onDone, onCancel, className, fieldClassName }: TitleFormProps) {
  const { toast } = useToast()
  const form = useForm({
    // A rename's slug stays empty and is not sent.
    schema,
    initial: { title: initial, slug: '' },
    onSubmit: async ({ title, slug: typed }) => {
      const reply = await save(slug ? { title, slug: typed ?? '' } : { title })
      toast({ tone: 'success', title: reply.message ?? 'Saved.' })
      if (onDone) onDone()
      else form.reset()
    },
  })
  return (
    <form className={className} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={fieldClassName}>
        <TextField label={label} maxLength={maxLength} {...form.bind('title')} />
      </div>
      {slug && (
        <div className={fieldClassName}>
          <TextField label="Slug (optional)" hint="Used in addresses and never changes; made from the title when left empty." maxLength={slug.maxLength} {...form.bind('slug')} />
        </div>
      )}
      <Button type="submit" disabled={form.submitting}>
        {submit}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </form>
  )
}
