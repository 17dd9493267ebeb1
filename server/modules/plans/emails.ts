import { formatMinorUnits } from '../../../contract/money.ts'
import { renderMail } from '../../mail/layout.ts'

const day = (date: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)

export interface ReceiptFacts {
  name: string
  planTitle: string
  amountMinor: number
  currency: string
  startDate: Date
  endDate: Date
  captureId: string | null
}

export const receiptEmail = (f: ReceiptFacts, publicUrl: string) =>
  renderMail({
    subject: `Your Scholar Hub receipt: ${f.planTitle}`,
    greeting: `Hello ${f.name},`,
    paragraphs: [
      `Thank you for buying ${f.planTitle}. Your payment of ${formatMinorUnits(f.amountMinor, f.currency)} was received through PayPal.`,
      `Your plan runs from ${day(f.startDate)} to ${day(f.endDate)}.`,
      `PayPal transaction: ${f.captureId}`,
    ],
    action: { label: 'View your subscriptions', url: `${publicUrl}/subscriptions` },
    closing: 'Keep this mail as your receipt. You get it because you bought a plan on Scholar Hub.',
  })

export const endingSoonEmail = (f: Pick<ReceiptFacts, 'name' | 'planTitle' | 'endDate'>, publicUrl: string) =>
  renderMail({
    subject: `Your ${f.planTitle} plan ends on ${day(f.endDate)}`,
    greeting: `Hello ${f.name},`,
    paragraphs: [`Your ${f.planTitle} plan ends on ${day(f.endDate)}. After that day the features it gives you are locked until you choose a plan again.`],
    action: { label: 'See the plans', url: `${publicUrl}/plans` },
    closing: 'You get this mail once, a week before a plan you bought ends.',
  })
