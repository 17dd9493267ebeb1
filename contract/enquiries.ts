import * as v from 'valibot'
import { LookupId } from './account.ts'
import { envelope, messages } from './common.ts'

// The writing-services enquiry and the contact form: what visitors send and what they are told. Paths and
// fields are a published API (`POST /api/writing-service`, `POST /api/contact`); `website` is an addition, a honeypot.

export const ENQUIRY_NAME_MAX_LENGTH = 100
export const ENQUIRY_EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 30
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

const count = (n: number) => n.toLocaleString('en-IN')

export const enquiryMessages = {
  nameTooLong: `Use at most ${ENQUIRY_NAME_MAX_LENGTH} characters`,
  phone: 'Enter a phone number: digits, spaces and + ( ) - . / only',
  phoneTooLong: `A phone number may be at most ${PHONE_MAX_LENGTH} characters`,
  phoneDigits: 'A phone number has at least 5 digits',
  service: 'Select a writing service from the list',
  messageTooLong: `A message may be at most ${count(CONTACT_MESSAGE_MAX_LENGTH)} characters`,
  printable: 'Use letters, digits and punctuation only',
  /** The honeypot was filled in: what a person who did so by accident reads. */
  refused: 'Your message could not be sent. Please try again, or write to us by email.',
} as const

/** A form's failure that is not about one field: one generic popup, the field messages go under their fields. */
export const sendFailed = { contact: 'Internal server error!', enquiry: 'Your enquiry could not be sent. Please try again.' } as const

const Name = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(ENQUIRY_NAME_MAX_LENGTH, enquiryMessages.nameTooLong),
  v.regex(/^[^\p{Cc}]*$/u, enquiryMessages.printable),
)

const Email = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(ENQUIRY_EMAIL_MAX_LENGTH, messages.email),
  v.email(messages.email),
  v.toLowerCase(),
)

/** Kept as typed (trimmed); the server also stores its international form when it parses. */
export const Phone = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(PHONE_MAX_LENGTH, enquiryMessages.phoneTooLong),
  v.regex(/^\+?[\d\s().\-/]+$/, enquiryMessages.phone),
  v.check((phone) => phone.replace(/\D/g, '').length >= 5, enquiryMessages.phoneDigits),
)

/** Several lines, kept as written; blank, too long or holding control characters is refused. */
const Message = v.pipe(
  v.string(messages.required),
  v.check((text) => text.trim().length > 0, messages.required),
  v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, enquiryMessages.messageTooLong),
  v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, enquiryMessages.printable),
  v.trim(),
)

/** The hidden field people never see; whatever a robot puts there is checked by the server, not here. */
const Honeypot = v.optional(v.pipe(v.string(), v.maxLength(2000)), '')

export const WritingEnquiryBody = v.object({
  name: Name,
  email: Email,
  phone: Phone,
  serviceId: v.pipe(LookupId, v.maxValue(2 ** 31 - 1, enquiryMessages.service)),
  website: Honeypot,
})
export type WritingEnquiryBody = v.InferInput<typeof WritingEnquiryBody>

export const ContactBody = v.object({ name: Name, email: Email, message: Message, website: Honeypot })
export type ContactBody = v.InferInput<typeof ContactBody>

/** `GET /api/services`: the active options of 'Type of Service', in staff's order. */
export const WritingServiceOption = v.object({ id: v.number(), title: v.string() })
export type WritingServiceOption = v.InferOutput<typeof WritingServiceOption>
export const WritingServicesResponse = envelope(v.array(WritingServiceOption))

/** What the success popup shows: `data.title`, `data.text`; an enquiry also gets its reference. */
export const SentResponse = envelope(v.object({ title: v.string(), text: v.string(), reference: v.optional(v.string()) }))
