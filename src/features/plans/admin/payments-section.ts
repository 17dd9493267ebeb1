import { AdminPayment } from '../../../../contract/admin-plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { adminCollection, adminSection } from '../../admin-kit/index.ts'
import { paymentStatusTitles, PaymentsTools } from './PaymentsTools.tsx'

/**
 * The payments behind the plans, newest first, found by a member's email or name or by PayPal's order or capture id,
 * by their state (the Dashboard links to the failed ones) or the days of their last change (the revenue report links
 * to the captured ones of its dates), for answering a member who asks about one. Staff only read them.
 */
export const paymentsSection = adminSection({
  id: 'plans',
  title: 'Plan Management',
  heading: 'Payments',
  noun: { one: 'payment', many: 'payments' },
  calls: adminCollection({ name: 'payments', path: 'admin/payments', item: AdminPayment }),
  search: { label: 'Search payments', placeholder: 'Search by email or PayPal id...' },
  filters: ['status', 'from', 'to'],
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
        // When it was captured, failed or canceled: the day the date filter and the revenue report go by.
        ...(payment.status === 'created' ? [] : [['Last change', formatDateTime(payment.updatedAt)] as [string, string]]),
        ...fromPayPal.filter((fact): fact is [string, string] => fact[1] !== null),
      ],
    }
  },
})
