import { useQuery } from '@tanstack/react-query'
import { ENQUIRY_EMAIL_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, PHONE_MAX_LENGTH, sendFailed, WritingEnquiryBody } from '../../../../contract/enquiries.ts'
import { ComboboxField } from '../../../ui/form/ComboboxField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useSendEnquiry } from '../api/enquiries-mutations.ts'
import { writingServicesQuery } from '../api/enquiries-queries.ts'
import { SendFormCard } from './SendFormCard.tsx'
import { useSendForm } from './use-send-form.ts'

const empty: WritingEnquiryBody = { name: '', email: '', phone: '', serviceId: '', website: '' }

/** The writing-services enquiry: who asks, how to reach them, and which service. */
export function EnquiryForm() {
  const services = useQuery(writingServicesQuery())
  const send = useSendEnquiry()
  const form = useSendForm({ schema: WritingEnquiryBody, initial: empty, send: send.mutateAsync, failure: sendFailed.enquiry })
  const { bind } = form
  const serviceField = bind('serviceId', { validateOnChange: true })
  return (
    <SendFormCard title="Send an Enquiry" form={form} honeypot={bind('website')}>
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
    </SendFormCard>
  )
}
