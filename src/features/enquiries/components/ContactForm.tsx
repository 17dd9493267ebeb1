import { useId } from 'react'
import { ContactBody, CONTACT_MESSAGE_MAX_LENGTH, ENQUIRY_EMAIL_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, sendFailed } from '../../../../contract/enquiries.ts'
import { Button } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { useSendContact } from '../api/enquiries-mutations.ts'
import * as styles from './Enquiries.css.ts'
import { Honeypot } from './Honeypot.tsx'
import { useSendForm } from './use-send-form.ts'

const empty: ContactBody = { name: '', email: '', message: '', website: '' }

/** 'Get In Touch': a message to staff, who answer by mail. */
export function ContactForm() {
  const titleId = useId()
  const send = useSendContact()
  const form = useSendForm({ schema: ContactBody, initial: empty, send: send.mutateAsync, failure: sendFailed.contact })
  const { bind } = form
  return (
    <Card className={styles.formCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        Get In Touch
      </h2>
      <form key={form.round} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField label="Name" autoComplete="name" maxLength={ENQUIRY_NAME_MAX_LENGTH} {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" maxLength={ENQUIRY_EMAIL_MAX_LENGTH} {...bind('email')} />
        <div className={styles.fullRow}>
          <TextareaField label="Message" rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} {...bind('message')} />
        </div>
        <Honeypot {...bind('website')} />
        <div className={styles.fullRow}>
          <Button type="submit" className={styles.submit} disabled={form.submitting}>
            {form.submitting ? 'Sending…' : 'Submit'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
