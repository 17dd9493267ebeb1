import { useQuery } from '@tanstack/react-query'
import type { Plan } from '../../../../contract/plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { Button } from '../../../ui/Button.tsx'
import * as dialog from '../../../ui/dialog.css.ts'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { paypalSettingsQuery } from '../api/checkout.ts'
import * as styles from './PaymentDialog.css.ts'
import { useCheckout } from './use-checkout.ts'
import { usePayPalButtons } from './use-paypal-buttons.ts'

/** 'Make Payment': PayPal's button for one plan, and what is happening while the payment is confirmed. */
export function PaymentDialog({ plan, onClose, then }: { plan: Plan; onClose: () => void; then?: string }) {
  const settings = useQuery(paypalSettingsQuery())
  const { handlers, capturing } = useCheckout(plan, onClose, then)
  const { container, state, retry } = usePayPalButtons(settings.data, plan.currency, handlers)
  const unavailable = settings.isError || state === 'unavailable'

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !capturing && onClose()}
      busy={capturing}
      cancel={{ disabled: capturing }}
      title="Make Payment"
      description={`${plan.title}, ${plan.duration}: ${formatMinorUnits(plan.price, plan.currency)}`}
    >
      {settings.data?.testPayments && (
        <Notice tone="info" title="This is a test payment.">
          No money moves: payments on this site go to a PayPal sandbox.
        </Notice>
      )}
      {unavailable ? (
        <Notice
          tone="error"
          role="alert"
          title="PayPal could not be loaded."
          action={
            <Button size="sm" variant="outline" onClick={() => (settings.isError ? void settings.refetch() : retry())}>
              Try again
            </Button>
          }
        >
          Check your connection, or allow PayPal if a blocker stopped it, and try again.
        </Notice>
      ) : (
        state === 'loading' && <p className={dialog.dialogText}>Loading PayPal…</p>
      )}
      <div ref={container} className={capturing ? styles.buttonsBusy : styles.buttons} hidden={unavailable} inert={capturing} />
      {capturing && (
        <p role="status" className={dialog.dialogText}>
          Confirming your payment…
        </p>
      )}
    </FormDialog>
  )
}
