import { useId } from 'react'
import { PASSWORD_MIN_LENGTH, UpdatePasswordBody } from '../../../../../contract/account.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { PasswordField } from '../../../../ui/form/PasswordField.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useUpdatePassword } from '../../api/account-mutations.ts'
import * as styles from './AccountSettings.css.ts'

/** 'Change password' under its heading, as the other account sections beside it. */
export function PasswordSection() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Change password
      </h2>
      <PasswordForm />
    </section>
  )
}

/** Changing the password signs out the user's other devices on the server; this one stays signed in. */
function PasswordForm() {
  const { toast } = useToast()
  const update = useUpdatePassword()
  const form = useForm({
    schema: UpdatePasswordBody,
    initial: { currentPassword: '', password: '', confirmPassword: '' },
    onSubmit: async (body) => {
      const reply = await update.mutateAsync(body)
      form.reset()
      toast({ tone: 'success', title: reply.message })
    },
  })
  const { bind } = form

  return (
    <form className={styles.passwordForm} onSubmit={form.handleSubmit} noValidate>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...bind('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  )
}
