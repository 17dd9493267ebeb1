import { Link } from '@tanstack/react-router'
import { forgotPassword } from '../api/auth-api.ts'
import { AuthScreen } from './AuthScreen.tsx'
import { RequestLinkForm } from './RequestLinkForm.tsx'

export function ForgotPasswordPage() {
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
      <RequestLinkForm send={forgotPassword} submitLabel="Send reset link" />
    </AuthScreen>
  )
}
