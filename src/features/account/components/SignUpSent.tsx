import { useState } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { Button } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { useResendVerification } from '../api/account-mutations.ts'
import * as styles from './SignUpSent.css.ts'

interface SignUpSentProps {
  /** The address the link went to, as the server stored it. */
  email: string
  /** The server's sentence about the mail, which names the address. */
  text: string
  onUseAnotherAddress: () => void
}

type Answer = { tone: 'info' | 'error'; text: string }

/** The server's sentence with the address in bold, so the person sees at a glance where to look (or what they mistyped). */
function withAddress(text: string, email: string) {
  const parts = text.split(email)
  return parts.flatMap((part, i) => (i === 0 ? [part] : [<strong key={i}>{email}</strong>, part]))
}

/**
 * What follows a sign-up, in place of the form: where the link went, what to do with it, a new link, or the form again
 * to give another address. The form keeps what was typed underneath, so going back loses nothing.
 */
export function SignUpSent({ email, text, onUseAnotherAddress }: SignUpSentProps) {
  const resend = useResendVerification()
  const [answer, setAnswer] = useState<Answer>()

  const sendAgain = () =>
    resend.mutateAsync(email).then(
      (reply) => setAnswer({ tone: 'info', text: reply.message }),
      (err: unknown) => setAnswer({ tone: 'error', text: err instanceof ApiError ? err.message : 'Could not send a new link. Please try again.' }),
    )

  return (
    <div className={styles.sent}>
      <p className={styles.where}>{withAddress(text, email)}</p>
      <div className={styles.next}>
        <h2 className={styles.heading}>What to do next</h2>
        <ol className={styles.steps}>
          <li>Open the email from Scholar Hub and follow its link. It verifies your address and signs you in.</li>
          <li>Nothing after a few minutes? Look in your spam or junk folder, then ask for a new link below.</li>
        </ol>
      </div>
      {/* In the page from the start: screen readers announce a live region's new content, not a new region. */}
      <div role="status">{answer && <Notice tone={answer.tone} title={answer.text} />}</div>
      <div className={styles.actions}>
        <Button disabled={resend.isPending} onClick={() => void sendAgain()}>
          {resend.isPending ? 'Sending…' : 'Resend the link'}
        </Button>
        <Button variant="outline" onClick={onUseAnotherAddress}>
          Use another address
        </Button>
      </div>
    </div>
  )
}
