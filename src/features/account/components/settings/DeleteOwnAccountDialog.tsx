import { useNavigate } from '@tanstack/react-router'
import { DeleteOwnAccountBody } from '../../../../../contract/account-deletion.ts'
import { clearAuth } from '../../../../lib/auth.ts'
import { useDialogForm } from '../../../../ui/use-dialog-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { FormDialog } from '../../../../ui/FormDialog.tsx'
import { PasswordField } from '../../../../ui/form/PasswordField.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useDeleteOwnAccount } from '../../api/account-data.ts'
import * as styles from './AccountData.css.ts'

/**
 * 'Delete my account', after the person's password. The server anonymises the account and signs it out everywhere;
 * this device then leaves for the home page. A wrong password shows under the field; a refusal (the last admin) in
 * the dialog.
 */
export function DeleteOwnAccountDialog() {
  const remove = useDeleteOwnAccount()
  const navigate = useNavigate()
  const { toast } = useToast()
  const { form, open, setOpen: change, refusal } = useDialogForm({
    schema: DeleteOwnAccountBody,
    initial: { password: '' },
    submit: async ({ password }) => {
      const reply = await remove.mutateAsync(password)
      // Leave the private screen first, so clearing the token does not send its guard to the login page.
      await navigate({ to: '/' })
      clearAuth()
      toast({ tone: 'success', title: reply.message ?? 'Your account has been deleted.' })
    },
  })
  return (
    <FormDialog
      alert
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" className={styles.danger}>
          Delete my account
        </Button>
      }
      title="Delete your account?"
      description="Your name, email, photo, profile and settings are removed and every device is signed out. Your posts, comments and messages stay, shown as “Deleted member”, and your payments stay in our accounts. This cannot be undone: download your data first if you want a copy."
      form={form}
      formClassName={styles.form}
      refusal={refusal}
      submit={{ label: 'Delete my account', pending: 'Deleting…', className: styles.dangerSolid }}
    >
      <PasswordField label="Your password" autoComplete="current-password" {...form.bind('password')} />
    </FormDialog>
  )
}
