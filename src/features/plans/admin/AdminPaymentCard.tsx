import type { AdminPayment } from '../../../../contract/admin-plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { AdminItemCard } from '../../admin/index.ts'

const statusTitles = { created: 'Created', approved: 'Approved', captured: 'Captured', canceled: 'Canceled', failed: 'Failed' } as const

/** One attempt to buy a plan, for answering a member who asks about it; PayPal's ids are there to look it up at PayPal. */
export function AdminPaymentCard({ payment }: { payment: AdminPayment }) {
  // What PayPal has not given (an order not yet made there, no capture, no failure) is left out, not shown blank.
  const fromPayPal: [string, string | null][] = [
    ['PayPal order', payment.paypalOrderId],
    ['Capture', payment.captureId],
    ['Failure', payment.failure],
  ]
  return (
    <AdminItemCard
      id={`admin-payment-${payment.id}`}
      status={{ value: payment.status, label: statusTitles[payment.status] }}
      title={payment.member.name}
      subtitle={payment.member.email}
      facts={[
        ['Plan', payment.planTitle],
        ['Amount', formatMinorUnits(payment.amount, payment.currency)],
        ['Date', formatDateTime(payment.createdAt)],
        ...fromPayPal.filter((fact): fact is [string, string] => fact[1] !== null),
      ]}
    />
  )
}
