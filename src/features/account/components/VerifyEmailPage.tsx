import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { Notice } from '../../../ui/Notice.tsx'
import { ALERT_DURATION_MS, useToast } from '../../../ui/toast-store.ts'
import { useResendVerification, useVerifyEmail } from '../api/account-mutations.ts'
import { AuthScreen } from './AuthScreen.tsx'
import { isLinkProblem } from './email-link.ts'
import { RequestLinkForm } from './RequestLinkForm.tsx'
import * as styles from './VerifyEmailPage.css.ts'

export function VerifyEmailPage() {
  const { token } = useSearch({ from: '/verify-email' })
  const navigate = useNavigate()
  const { toast } = useToast()

  const resend = useResendVerification()
  const { mutate, error } = useVerifyEmail()

  // A link works once, and StrictMode runs effects twice: a second request would answer 'already used'.
  const sentFor = useRef<string>(undefined)
  useEffect(() => {
    if (sentFor.current === token) return
    sentFor.current = token
    mutate(token, {
      onSuccess: async ({ message }) => {
        toast({ tone: 'success', title: message ?? 'Your email is verified.' })
        // Replace: going back would spend the same link again and only hear that it was used.
        await navigate({ to: '/user-dashboard', replace: true })
      },
      // A used or expired link has its notice and a form for a new one instead.
      onError: (err) => {
        if (!isLinkProblem(err)) toast({ tone: 'error', title: err.message })
      },
    })
  }, [token, mutate, toast, navigate])

  const failed = error !== null && !isLinkProblem(error)
  useEffect(() => {
    if (!failed) return
    // A failed verification: the error popup shows for its 5 s, then the visitor carries on at the login page.
    const timer = setTimeout(() => void navigate({ to: '/login', replace: true }), ALERT_DURATION_MS)
    return () => clearTimeout(timer)
  }, [failed, navigate])

  return (
    <AuthScreen title="Verify Email" footer={<Link to="/login">Back to Login</Link>}>
      {isLinkProblem(error) ? (
        <>
          <Notice tone="error" role="alert" title={error.message}>
            <p>Enter your email address and we will send you a new link.</p>
          </Notice>
          <RequestLinkForm send={resend.mutateAsync} submitLabel="Send a new link" />
        </>
      ) : (
        <p role="status" className={styles.status}>
          {failed ? (
            'Taking you to the login page…'
          ) : (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Verifying your email
            </>
          )}
        </p>
      )}
    </AuthScreen>
  )
}
