import { paymentOrderStatuses } from '../../../../contract/payment-statuses.ts'
import { DateFilter, listStyles, StatusFilter } from '../../admin-kit/index.ts'
import { PlansLink } from './PaymentsLink.tsx'

export const paymentStatusTitles = { created: 'Created', approved: 'Approved', captured: 'Captured', canceled: 'Canceled', failed: 'Failed' } as const

const statusOptions = paymentOrderStatuses.map((status) => ({ value: status, label: paymentStatusTitles[status] }))

/** Beside the payments' heading: the way back to the plans, and the payments in one state, or changed on some days. */
export const PaymentsTools = () => (
  <div className={listStyles.tools}>
    <PlansLink />
    <StatusFilter options={statusOptions} />
    <DateFilter name="from" label="Changed from" />
    <DateFilter name="to" label="Changed to" />
  </div>
)
