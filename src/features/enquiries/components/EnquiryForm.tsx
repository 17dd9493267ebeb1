import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { ENQUIRY_EMAIL_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, PHONE_MAX_LENGTH, sendFailed, WritingEnquiryBody } from '../../../../contract/enquiries.ts'
import { Button } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import { ComboboxField } from '../../../ui/form/ComboboxField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useSendEnquiry } from '../api/enquiries-mutations.ts'
import { writingServicesQuery } from '../api/enquiries-queries.ts'
import * as styles from './Enquiries.css.ts'
import { Honeypot } from './Honeypot.tsx'
import { useSendForm } from './use-send-form.ts'

const empty: WritingEnquiryBody = { name: '', email: '', phone: '', serviceId: '', website: '' }

/** The writing-services enquiry: who asks, how to reach them, and which service. */
export function EnquiryForm() {
  const titleId = useId()
  const services = useQuery(writingServicesQuery())
  const send = useSendEnquiry()
  const form = useSendForm({ schema: WritingEnquiryBody, initial: empty, send: send.mutateAsync, failure: sendFailed.enquiry })
  const { bind } = form
  const serviceField = bind('serviceId', { validateOnChange: true })
  return (
    <Card className={styles.formCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        Send an Enquiry
      </h2>
      <form key={form.round} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField label="Client Name" autoComplete="name" maxLength={ENQUIRY_NAME_MAX_LENGTH} {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" maxLength={ENQUIRY_EMAIL_MAX_LENGTH} {...bind('email')} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" maxLength={PHONE_MAX_LENGTH} {...bind('phone')} />
        <ComboboxField
          label="Type of Service"
          placeholder={services.isPending ? 'Loading services…' : 'Select Writing Service'}
          options={(services.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
          noMatches="No service matches"
          hint={services.isError ? 'The services could not be loaded. Please reload the page.' : undefined}
          {...serviceField}
        />
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
