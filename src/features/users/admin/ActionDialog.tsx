import type { ReactNode } from 'react'
import type * as v from 'valibot'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import type { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import * as styles from './Users.css.ts'

type Form<S extends v.GenericSchema> = ReturnType<typeof useForm<S>>

interface ActionDialogProps<S extends v.GenericSchema> {
  /** The button that opens it. */
  label: string
  title: string
  description: string
  schema: S
  initial: v.InferInput<S>
  submitLabel: string
  /** Sends the checked body; its answer's message is toasted once the dialog closes. */
  send: (body: v.InferOutput<S>) => Promise<{ message?: string }>
  fields: (form: Form<S>) => ReactNode
  variant?: 'outline' | 'primary'
}

/**
 * An account action that asks for something first (a reason, a role, a plan). The server's field messages show under
 * their fields; a refusal of the whole (one's own account, the last admin) shows in the dialog, where a toast would
 * be hidden behind it.
 */
export function ActionDialog<S extends v.GenericSchema>({ label, title, description, schema, initial, submitLabel, send, fields, variant = 'outline' }: ActionDialogProps<S>) {
  const { toast } = useToast()
  const { form, open, setOpen: change, refusal } = useDialogForm({
    schema,
    initial,
    submit: async (body) => toast({ tone: 'success', title: (await send(body)).message ?? 'Done.' }),
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant={variant} size="sm">
          {label}
        </Button>
      }
      title={title}
      description={description}
      form={form}
      formClassName={styles.form}
      refusal={refusal}
      submit={{ label: submitLabel, pending: 'Saving…' }}
    >
      {fields(form)}
    </FormDialog>
  )
}
