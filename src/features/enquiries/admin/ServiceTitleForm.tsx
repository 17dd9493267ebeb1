import { ServiceBody, SERVICE_TITLE_MAX_LENGTH } from '../../../../contract/admin-enquiries.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import * as styles from './AdminEnquiries.css.ts'

interface ServiceTitleFormProps {
  label: string
  initial?: string
  submit: string
  save: (title: string) => Promise<{ message?: string }>
  /** Called once saved; a form that stays (Add) is emptied instead. */
  onDone?: () => void
  onCancel?: () => void
}

/** A writing service's title, checked with the contract's rule: the add form, and the rename form in a row. */
export function ServiceTitleForm({ label, initial = '', submit, save, onDone, onCancel }: ServiceTitleFormProps) {
  const { toast } = useToast()
  const form = useForm({
    schema: ServiceBody,
    initial: { title: initial },
    onSubmit: async ({ title }) => {
      const reply = await save(title)
      toast({ tone: 'success', title: reply.message ?? 'Saved.' })
      if (onDone) onDone()
      else form.reset()
    },
  })
  return (
    <form className={styles.addForm} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={styles.grow}>
        <TextField label={label} maxLength={SERVICE_TITLE_MAX_LENGTH} {...form.bind('title')} />
      </div>
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
