import { useState } from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { ResetPasswordBody } from '../../../../contract/account.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { PasswordField } from '../../../ui/form/PasswordField.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useResetPassword } from '../api/account-mutations.ts'
import { AuthScreen } from './AuthScreen.tsx'
import * as styles from './AuthScreen.css.ts'
import { isLinkProblem } from './email-link.ts'

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/reset-password' })
  const navigate = useNavigate()
  const { toast } = useToast()
  const reset = useResetPassword(token)
  const [deadLink, setDeadLink] = useState<string>()

  const form = useForm({
    schema: ResetPasswordBody,
    initial: { password: '', confirmPassword: '' },
    onSubmit: async (values) => {
      // A used or expired link has its notice with a way to a new one; the form says any other failure.
      const answer = await reset.mutateAsync(values).catch((err: unknown) => {
        if (!isLinkProblem(err)) throw err
        setDeadLink(err.message)
        return null
      })
      if (!answer) return
      toast({ tone: 'success', title: answer.message })
      // Replace: going back would only reach a link that has now been used.
      await navigate({ to: '/login', replace: true })
    },
  })
  const { bind } = form

  return (
    <AuthScreen
      title="Choose a new password"
      footer={<Link to="/login">Back to Login</Link>}
    >
      {deadLink ? (
        <Notice
          tone="error"
          role="alert"
          title={deadLink}
          action={
            <ButtonLink to="/forgot-password" size="sm">
              Request a new link
            </ButtonLink>
          }
        />
      ) : (
        <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...bind('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthScreen>
  )
}
