import { useState } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import * as styles from './AdminList.css.ts'

interface ConfirmDeleteProps {
  /** The item's name, for the button's accessible name ('Delete Cardiology Fellow'). */
  name: string
  /** 'Delete this vacancy?' */
  question: string
  /** What deleting it does, naming the item. */
  consequence: string
  /** Deletes it; the answer's message is the toast. */
  remove: () => Promise<{ message?: string }>
  pending: boolean
  /** The toast when the server says nothing ('Vacancy deleted.'). */
  done: string
  /** The button's word, where the item is not deleted as such ('Remove' for an expert's role). */
  verb?: { action: string; pending: string }
  /** An action that can be undone (restoring a hidden post): plain buttons, and no warning that it cannot. */
  undoable?: true
  /** Opened by something else (a menu's Delete item), with no button of its own. */
  control?: { open: boolean; onOpenChange: (open: boolean) => void }
}

/** Delete (or another word for it), after the admin confirms it in a dialog that names the item; a refusal closes it and is toasted with the server's message. */
export function ConfirmDelete({ name, question, consequence, remove, pending, done, verb = { action: 'Delete', pending: 'Deleting…' }, undoable, control }: ConfirmDeleteProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const { open, onOpenChange: setOpen } = control ?? { open: ownOpen, onOpenChange: setOwnOpen }
  const { toast } = useToast()

  const confirm = async () => {
    try {
      const reply = await remove()
      setOpen(false)
      toast({ tone: 'success', title: reply.message ?? done })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      // Over the open dialog the toast would be hidden from assistive technology and, on a phone, cover its buttons.
      setOpen(false)
      toast({ tone: 'error', title: err.message })
    }
  }

  return (
    <FormDialog
      alert
      open={open}
      onOpenChange={setOpen}
      trigger={
        control ? undefined : (
          <Button variant={undoable ? 'outline' : 'ghost'} size="sm" className={undoable ? undefined : styles.danger} aria-label={`${verb.action} ${name}`}>
            {verb.action}
          </Button>
        )
      }
      title={question}
      description={undoable ? consequence : `${consequence} This cannot be undone.`}
      actions={
        // Not a button that closes the dialog: that would close it before the server has answered.
        <Button className={undoable ? undefined : styles.dangerSolid} disabled={pending} onClick={() => void confirm()}>
          {pending ? verb.pending : verb.action}
        </Button>
      }
    />
  )
}
