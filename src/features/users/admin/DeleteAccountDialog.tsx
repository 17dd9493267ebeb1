import { useMemo } from 'react'
import * as v from 'valibot'
import { AdminDeleteUserBody, deletionMessages } from '../../../../contract/account-deletion.ts'
import { useDialogForm } from '../../../ui/use-dialog-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { danger, dangerSolid } from '../../../ui/danger.css.ts'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
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
    <FormDialog
      alert
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" className={danger} aria-label={`Delete the account of ${user.name}`}>
          Delete account
        </Button>
      }
      title={`Delete the account of ${user.name}?`}
      description="Their name, email, photo, password and sessions are removed; their posts, messages and payments stay under “Deleted member”. This cannot be undone."
      form={form}
      formClassName={styles.form}
      refusal={refusal}
      submit={{ label: 'Delete account', pending: 'Deleting…', className: dangerSolid }}
    >
      <TextField label={`Type ${user.email} to confirm`} type="email" autoComplete="off" spellCheck={false} {...form.bind('confirmEmail')} />
    </FormDialog>
  )
}
