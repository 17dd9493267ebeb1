import { CATEGORY_SLUG_MAX_LENGTH, CATEGORY_TITLE_MAX_LENGTH, CategoryBody } from '../../../../contract/categories.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import * as styles from './Categories.css.ts'

interface CategoryTitleFormProps {
  /** The title box's label: 'New subject', 'New title for Nursing'. */
  label: string
  submit: string
  /** A new value also takes a slug (made from the title when left empty); a rename never changes it. */
  withSlug?: boolean
  initial?: string
  save: (values: { title: string; slug?: string }) => Promise<{ message?: string }>
  /** Called once saved; a form that stays (Add) is emptied instead. */
  onDone?: () => void
  onCancel?: () => void
}

/** A value's title, checked with the contract's rules: the add form (with its slug), and the rename form in a row. */
export function CategoryTitleForm({ label, submit, withSlug, initial = '', save, onDone, onCancel }: CategoryTitleFormProps) {
  const { toast } = useToast()
  const form = useForm({
    // A rename's slug stays empty and is not sent.
    schema: CategoryBody,
    initial: { title: initial, slug: '' },
    onSubmit: async ({ title, slug }) => {
      const reply = await save(withSlug ? { title, slug: slug ?? '' } : { title })
      toast({ tone: 'success', title: reply.message ?? 'Saved.' })
      if (onDone) onDone()
      else form.reset()
    },
  })
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={styles.grow}>
        <TextField label={label} maxLength={CATEGORY_TITLE_MAX_LENGTH} {...form.bind('title')} />
      </div>
      {withSlug && (
        <div className={styles.grow}>
          <TextField
            label="Slug (optional)"
            hint="Used in addresses and never changes; made from the title when left empty."
            maxLength={CATEGORY_SLUG_MAX_LENGTH}
            {...form.bind('slug')}
          />
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
