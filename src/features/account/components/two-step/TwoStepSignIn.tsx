import { ApiError } from '../../../../lib/api.ts'
import { Button } from '../../../../ui/Button.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useTwoStepSignIn } from '../../api/two-step.ts'
import { SecondStepForm } from './SecondStepForm.tsx'

/**
 * The login page's second step for an account with two-step sign-in: the app's code or a recovery code, sent with
 * the ticket the password earned. A ticket that has run out (5 minutes) or was used sends the person back to the
 * password, told why.
 */
export function TwoStepSignIn({ ticket, onSignedIn, onRestart }: { ticket: string; onSignedIn: () => Promise<void>; onRestart: () => void }) {
  const signIn = useTwoStepSignIn()
  const { toast } = useToast()
  return (
    <SecondStepForm
      allowRecoveryCode
      submitLabel="Sign in"
      submittingLabel="Signing in…"
      onSubmit={async (values) => {
        try {
          const reply = await signIn.mutateAsync({ ticket, ...values })
          // A spent recovery code: how many are left, so nobody runs out unawares.
          if (reply.message) toast({ tone: 'info', title: reply.message })
        } catch (err) {
          if (!(err instanceof ApiError && err.code === 'two_step_ticket_invalid')) throw err
          toast({ tone: 'error', title: err.message })
          return onRestart()
        }
        await onSignedIn()
      }}
      secondary={
        <Button variant="ghost" size="sm" onClick={onRestart}>
          Back
        </Button>
      }
    />
  )
}
