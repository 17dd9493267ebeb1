import { Link } from '@tanstack/react-router'
import { useForgotPassword } from '../api/account-mutations.ts'
import { AuthScreen } from './AuthScreen.tsx'
import { RequestLinkForm } from './RequestLinkForm.tsx'

export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword()
  return (
    <AuthScreen
      title="Forgot password"
      intro="Enter the email address you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Back to Login</Link>
        </>
      }
    >
      <RequestLinkForm send={forgotPassword.mutateAsync} submitLabel="Send reset link" />
    </AuthScreen>
  )
}
