import type { FastifyBaseLogger } from 'fastify'
import type { ContactBody, WritingEnquiryBody } from '../../../contract/enquiries.ts'
import { enquiryMessages } from '../../../contract/enquiries.ts'
import type * as v from 'valibot'
import { badRequest, invalid } from '../../http/errors.ts'
import type { Limit, Limiter } from '../../core/limits/limiter.ts'
import type { DashboardNotice } from '../../core/realtime/socket-server.ts'
import { sendInBackground, type MailMessage, type Mailer } from '../../mail/mailer.ts'
import { contactStaffEmail, enquiryConfirmationEmail, enquiryStaffEmail } from './emails.ts'
import { internationalPhone } from './phone.ts'
import type { EnquiriesRepository } from './repository.ts'

type Enquiry = v.InferOutput<typeof WritingEnquiryBody>
type Contact = v.InferOutput<typeof ContactBody>

export interface EnquiriesDeps {
  repo: EnquiriesRepository
  mailer: Mailer
  limiter: Limiter
  /** Mails to one client's address in an hour, so the form cannot flood someone else's inbox. */
  mailsToClient: Limit
  staffEmail: string | undefined
  publicUrl: string
  log: FastifyBaseLogger
  dashboardChanged: DashboardNotice
}

// Whatever a robot wrote in the hidden field is refused before anything is stored or mailed; a person who filled it
// by accident (an autofill) reads how to reach staff another way.
function refuseHoneypot(website: string) {
  if (website.trim()) throw badRequest(enquiryMessages.refused)
}

export function createEnquiriesService({ repo, mailer, limiter, mailsToClient, staffEmail, publicUrl, log, dashboardChanged }: EnquiriesDeps) {
  async function mailStaff(message: Omit<MailMessage, 'to'>) {
    const recipients = staffEmail ? [staffEmail] : await repo.adminEmails()
    if (!recipients.length) log.warn({ subject: message.subject }, 'no staff address to mail: set STAFF_EMAIL or create an admin')
    for (const to of recipients) sendInBackground(mailer, { ...message, to }, log)
  }

  return {
    services: () => repo.activeServices(),

    async enquire(body: Enquiry) {
      refuseHoneypot(body.website)
      const service = await repo.activeService(body.serviceId)
      if (!service) throw invalid([{ path: 'serviceId', message: enquiryMessages.service }])
      await limiter.take(mailsToClient, body.email)
      const { reference } = await repo.insertEnquiry({ ...body, phoneE164: internationalPhone(body.phone) })
      dashboardChanged('enquiries')
      const facts = { reference, name: body.name, email: body.email, phone: body.phone, service: service.title }
      await mailStaff(enquiryStaffEmail(facts, publicUrl))
      sendInBackground(mailer, { ...enquiryConfirmationEmail(facts, publicUrl), to: body.email }, log)
      return {
        title: 'Enquiry sent!',
        text: `Thank you, ${body.name}. Your reference is ${reference}; we have emailed it to ${body.email} and will reply with a quote soon.`,
        reference,
      }
    },

    async contact(body: Contact) {
      refuseHoneypot(body.website)
      const { website: _website, ...message } = body
      await repo.insertContact(message)
      dashboardChanged('enquiries')
      await mailStaff(contactStaffEmail(message, publicUrl))
      return { title: 'Message sent!', text: `Thank you, ${body.name}. We will reply to ${body.email} as soon as we can.` }
    },
  }
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>
