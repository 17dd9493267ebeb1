import { renderMail } from '../../mail/layout.ts'

export interface EnquiryFacts {
  reference: string
  name: string
  email: string
  phone: string
  service: string
}

export const enquiryStaffEmail = (f: EnquiryFacts, publicUrl: string) =>
  renderMail({
    subject: `New writing-service enquiry ${f.reference}: ${f.service}`,
    greeting: 'Hello,',
    paragraphs: [`${f.name} asked about ${f.service}.`, `Email: ${f.email}`, `Phone: ${f.phone}`, `Reference: ${f.reference}`],
    action: { label: 'Open Enquiries Management', url: `${publicUrl}/admin-dashboard/enquiries?search=${f.reference}` },
    closing: 'You get this mail because you are staff of Scholar Hub.',
  })

export const enquiryConfirmationEmail = (f: EnquiryFacts, publicUrl: string) =>
  renderMail({
    subject: `We received your enquiry ${f.reference}`,
    greeting: `Hello ${f.name},`,
    paragraphs: [
      `Thank you for your enquiry about ${f.service}. Our team will reply with a quote, usually within two working days.`,
      `Your reference is ${f.reference}. Please mention it when you write to us about this enquiry.`,
    ],
    action: { label: 'Our writing services', url: `${publicUrl}/writting` },
    closing: 'You get this mail because this address was given on the Scholar Hub writing-services form. If it was not you, you can ignore it.',
  })

export interface ContactFacts {
  name: string
  email: string
  message: string
}

export const contactStaffEmail = (f: ContactFacts, publicUrl: string) =>
  renderMail({
    subject: `New message from ${f.name} through Contact Us`,
    greeting: 'Hello,',
    paragraphs: [`${f.name} (${f.email}) wrote:`, f.message],
    action: { label: 'Open Queries Management', url: `${publicUrl}/admin-dashboard/queries` },
    closing: 'Reply from Queries Management, so the answer is recorded. You get this mail because you are staff of Scholar Hub.',
  })

export const contactReplyEmail = (f: ContactFacts & { reply: string }, publicUrl: string) =>
  renderMail({
    subject: 'Re: your message to Scholar Hub',
    greeting: `Hello ${f.name},`,
    paragraphs: [f.reply, 'You wrote:', f.message],
    action: { label: 'Contact us again', url: `${publicUrl}/contact` },
    closing: 'You get this mail because you wrote to Scholar Hub through Contact Us.',
  })
