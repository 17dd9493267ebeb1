import { AdminPayment } from '../../../../contract/admin-plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { adminCollection, adminSection } from '../../admin/index.ts'
import { paymentStatusTitles, PaymentsTools } from './PaymentsTools.tsx'

/**
 * The payments behind the plans, newest first, found by a member's email or name or by PayPal's order or capture id,
 * or by their state (the Dashboard links to the failed ones), for answering a member who asks about one. Staff only read them.
 */
export const paymentsSection = adminSection({
  id: 'plans',
  title: 'Plan Management',
  heading: 'Payments',
  noun: { one: 'payment', many: 'payments' },
  calls: adminCollection({ name: 'payments', path: 'admin/payments', item: AdminPayment }),
  search: { label: 'Search payments', placeholder: 'Search by email or PayPal id...' },
  filters: ['status'],
  tools: PaymentsTools,
  card: (payment) => {
    // What PayPal has not given (an order not yet made there, no capture, no failure) is left out, not shown blank.
    const fromPayPal: [string, string | null][] = [
      ['PayPal order', payment.paypalOrderId],
      ['Capture', payment.captureId],
      ['Failure', payment.failure],
    ]
    return {
      status: { value: payment.status, label: paymentStatusTitles[payment.status] },
      title: payment.member.name,
      subtitle: payment.member.email,
      facts: [
        ['Plan', payment.planTitle],
        ['Amount', formatMinorUnits(payment.amount, payment.currency)],
        ['Date', formatDateTime(payment.createdAt)],
        ...fromPayPal.filter((fact): fact is [string, string] => fact[1] !== null),
      ],
    }
  },
})
