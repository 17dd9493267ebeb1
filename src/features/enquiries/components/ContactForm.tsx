import { ContactBody, CONTACT_MESSAGE_MAX_LENGTH, ENQUIRY_EMAIL_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, sendFailed } from '../../../../contract/enquiries.ts'
import { CharacterCount } from '../../../ui/form/CharacterCount.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { useSendContact } from '../api/enquiries-mutations.ts'
import * as styles from './Enquiries.css.ts'
import { SendFormCard } from './SendFormCard.tsx'
import { useSendForm } from './use-send-form.ts'

const empty: ContactBody = { name: '', email: '', message: '', website: '' }

/** 'Get In Touch': a message to staff, who answer by mail. */
export function ContactForm() {
  const send = useSendContact()
  const form = useSendForm({ schema: ContactBody, initial: empty, send: send.mutateAsync, failure: sendFailed.contact })
  const { bind, values } = form
  return (
    <SendFormCard title="Get In Touch" form={form} honeypot={bind('website')}>
      <TextField label="Name" autoComplete="name" maxLength={ENQUIRY_NAME_MAX_LENGTH} {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" maxLength={ENQUIRY_EMAIL_MAX_LENGTH} {...bind('email')} />
      <div className={styles.fullRow}>
        {/* No maxLength: a pasted message is not cut short without a word; the count says how much is over. */}
        <TextareaField label="Message" rows={6} hint={<CharacterCount length={values.message.length} max={CONTACT_MESSAGE_MAX_LENGTH} />} {...bind('message')} />
      </div>
    </SendFormCard>
  )
}
