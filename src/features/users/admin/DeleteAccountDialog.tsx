import { AlertDialog } from 'radix-ui'
import { useMemo } from 'react'
import * as v from 'valibot'
import { AdminDeleteUserBody, deletionMessages } from '../../../../contract/account-deletion.ts'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { danger, dangerSolid } from '../../../ui/danger.css.ts'
import * as dialog from '../../../ui/dialog.css.ts'
import { TextField } from '../../../ui/form/TextField.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { userActions, useUserAction } from '../api/users-api.ts'
import * as styles from './DeleteAccountDialog.css.ts'

interface Props {
  user: { id: string; name: string; email: string }
  /** After the server has anonymised the account: the page leaves it or reads it again. */
  onDeleted: () => void
}

/**
 * Delete (anonymise) an account from User Management, after the staff member types its email again. The server
 * checks it too, with the other rules (not one's own account, not the last admin, not a role holding more than the
 * staff member); its refusals show in the dialog, where a toast would be hidden behind it.
 */
export function DeleteAccountDialog({ user, onDeleted }: Props) {
  const remove = useUserAction(userActions.remove(user.id))
  const { toast } = useToast()
  // The same rule as the server's: the email as shown, in any case.
  const schema = useMemo(
    () => v.pipe(AdminDeleteUserBody, v.forward(v.check((body) => body.confirmEmail.toLowerCase() === user.email.toLowerCase(), deletionMessages.emailMismatch), ['confirmEmail'])),
    [user.email],
  )
  const { form, open, setOpen: change, refusal } = useDialogForm({
    schema,
    initial: { confirmEmail: '' },
    submit: async ({ confirmEmail }) => {
      toast({ tone: 'success', title: (await remove.mutateAsync(confirmEmail)).message ?? deletionMessages.staffDeleted })
      onDeleted()
    },
  })
  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" className={danger} aria-label={`Delete the account of ${user.name}`}>
          Delete account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.dialog}>
          <AlertDialog.Title className={dialog.dialogTitle}>Delete the account of {user.name}?</AlertDialog.Title>
          <AlertDialog.Description className={dialog.dialogText}>
            Their name, email, photo, password and sessions are removed; their posts, messages and payments stay under “Deleted member”. This cannot
            be undone.
          </AlertDialog.Description>
          <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
            <TextField
              label={`Type ${user.email} to confirm`}
              type="email"
              autoComplete="off"
              spellCheck={false}
              {...form.bind('confirmEmail')}
            />
            {refusal && <Notice tone="error" role="alert" title={refusal} />}
            <div className={dialog.dialogActions}>
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <Button type="submit" className={dangerSolid} disabled={form.submitting}>
                {form.submitting ? 'Deleting…' : 'Delete account'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
