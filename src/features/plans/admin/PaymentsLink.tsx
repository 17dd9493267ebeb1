import { ButtonLink } from '../../../ui/Button.tsx'

/** Plan Management's way to the payments behind its plans, beside Add New Plan. */
export const PaymentsLink = () => (
  <ButtonLink to="/admin-dashboard/plans/payments" variant="outline">
    Payments
  </ButtonLink>
)

/** The payments' way back to the plans. */
export const PlansLink = () => (
  <ButtonLink to="/admin-dashboard/$section" params={{ section: 'plans' }} variant="outline">
    Back to Plan Management
  </ButtonLink>
)
