import { useState } from 'react'
import { EmailBody } from '../../../../contract/account.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import * as authStyles from './AuthScreen.css.ts'
import * as styles from './RequestLinkForm.css.ts'

interface RequestLinkFormProps {
  /** Asks the server to mail the link; it answers alike for known and unknown addresses. */
  send: (email: string) => Promise<{ message: string }>
  submitLabel: string
}

/** An email box that has a link mailed (a new verification link, a password reset) and shows the server's answer. */
export function RequestLinkForm({ send, submitLabel }: RequestLinkFormProps) {
  const [answer, setAnswer] = useState<string>()
  const form = useForm({
    schema: EmailBody,
    initial: { email: '' },
    onSubmit: ({ email }) => send(email).then(({ message }) => setAnswer(message)),
  })

  return (
    <div>
      {/* In the page from the start: screen readers announce a live region's new content, not a new region. */}
      <div role="status">{answer && <Notice title={answer} className={styles.answer} />}</div>
      <form className={authStyles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.bind('email')}
        />
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Sending…' : submitLabel}
        </Button>
      </form>
    </div>
  )
}
