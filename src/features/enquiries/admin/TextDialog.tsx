import { useState } from 'react'
import type * as v from 'valibot'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { TextareaField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import * as styles from './AdminEnquiries.css.ts'

interface TextDialogProps {
  /** The button's text and, with `name`, its accessible name ('Add note' for WS-2026-000042). */
  action: string
  name: string
  title: string
  description: string
  label: string
  /** The contract's body schema, `{ text }`, so the dialog checks what the server checks. */
  schema: v.GenericSchema<{ text?: string }, { text: string }>
  send: (text: string) => Promise<{ message?: string }>
  sending: string
}

/** A dialog with one text area for staff to write something (a note, a reply); closed and toasted once saved. */
export function TextDialog({ action, name, title, description, label, schema, send, sending }: TextDialogProps) {
  const [open, setOpen] = useState(false)
  const { toast } = useToast()
  const form = useForm({
    schema,
    initial: { text: '' },
    onSubmit: async ({ text }) => {
      const reply = await send(text)
      change(false)
      toast({ tone: 'success', title: reply.message ?? 'Saved.' })
    },
  })
  const change = (next: boolean) => {
    setOpen(next)
    if (!next) form.reset()
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" size="sm" aria-label={`${action}: ${name}`}>
          {action}
        </Button>
      }
      title={title}
      description={description}
      form={form}
      formClassName={styles.form}
      submit={{ label: action, pending: sending }}
    >
      <TextareaField label={label} rows={5} {...form.bind('text')} />
    </FormDialog>
  )
}
