import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { LoginBody } from '../../../../contract/account.ts'
import { ApiError } from '../../../lib/api.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { PasswordField } from '../../../ui/form/PasswordField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useLogin, useResendVerification } from '../api/account-mutations.ts'
import { AuthScreen } from './AuthScreen.tsx'
import * as styles from './AuthScreen.css.ts'

// Only accounts with two-step sign-in see it: its form loads when a ticket comes, not with the login page.
const TwoStepSignIn = lazy(() =>
  import('./two-step/TwoStepSignIn.tsx').then((m) => ({
    default: m.TwoStepSignIn,
  })),
)

export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' })
  const router = useRouter()
  const navigate = useNavigate()
  const { toast } = useToast()
  const login = useLogin()
  const resend = useResendVerification()
  // Set when the password was right for an account with two-step sign-in: the code is asked for next.
  const [ticket, setTicket] = useState<string | null>(null)

  const offerNewLink = (email: string, message: string) =>
    toast({
      tone: 'error',
      title: message,
      action: {
        label: 'Send a new link',
        onAction: () =>
          resend.mutateAsync(email).then(
            (r) => toast({ tone: 'success', title: r.message }),
            (err: ApiError) => toast({ tone: 'error', title: err.message }),
          ),
      },
    })

  // After signing in, go back one step. A guard's `redirect` names the screen the user was really going to.
  const goOn = async () => {
    if (redirect) await navigate({ to: redirect })
    else if (router.history.canGoBack()) router.history.back()
    else await navigate({ to: '/' })
  }

  const form = useForm({
    schema: LoginBody,
    initial: { email: '', password: '' },
    onSubmit: async (values) => {
      try {
        const data = await login.mutateAsync(values)
        if ('twoStep' in data) return setTicket(data.twoStep.ticket)
      } catch (err) {
        // An unverified address gets its own toast, with a button for a new link; the form says any other failure.
        if (!(err instanceof ApiError && err.code === 'email_not_verified')) throw err
        return offerNewLink(values.email, err.message)
      }
      await goOn()
    },
  })
  const { bind } = form

  return (
    <AuthScreen
      title={ticket ? 'Two-step sign-in' : 'Login'}
      intro={
        ticket
          ? 'Enter the code your authenticator app shows for Scholar Hub, or one of your recovery codes.'
          : 'Welcome back. Sign in to use the journal finder, chat with experts and join the research community.'
      }
      footer={
        <>
          New to Scholar Hub? <Link to="/register">Register / Sign up</Link>
        </>
      }
    >
      {ticket ? (
        <Suspense>
          <TwoStepSignIn ticket={ticket} onSignedIn={goOn} onRestart={() => setTicket(null)} />
        </Suspense>
      ) : (
        <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
          <TextField label="Username / Email" type="email" autoComplete="username" inputMode="email" {...bind('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
          <div className={styles.row}>
            <Link to="/forgot-password">Forgot password?</Link>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Signing in…' : 'Login'}
            </Button>
          </div>
        </form>
      )}
    </AuthScreen>
  )
}
