import { Dialog } from 'radix-ui'
import { useState } from 'react'
import type * as v from 'valibot'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import * as dialog from '../../../ui/dialog.css.ts'
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
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`${action}: ${name}`}>
          {action}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog}>
          <Dialog.Title className={dialog.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.dialogText}>{description}</Dialog.Description>
          <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
            <TextareaField label={label} rows={5} {...form.bind('text')} />
            <div className={dialog.dialogActions}>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.submitting}>
                {form.submitting ? sending : action}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
