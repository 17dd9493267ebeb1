import type { TwoStepSetup as Setup } from '../../../../../contract/two-step.ts'
import { Button } from '../../../../ui/Button.tsx'
import { useConfirmTwoStep } from '../../api/two-step.ts'
import { SecondStepForm } from './SecondStepForm.tsx'
import * as styles from './TwoStepCard.css.ts'

/** The QR code and the secret as text for an authenticator app, and the first code that turns two-step on. */
export function TwoStepSetup({ setup, onEnabled, onCancel }: { setup: Setup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void }) {
  const confirm = useConfirmTwoStep()
  return (
    <div className={styles.setup}>
      <img className={styles.qr} src={setup.qrCode} alt="QR code to add Scholar Hub to your authenticator app" width={192} height={192} />
      <div className={styles.form}>
        <ol className={styles.muted}>
          <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis …).</li>
          <li>Scan the QR code, or enter this key by hand:</li>
        </ol>
        <p>
          <span className={styles.muted}>Setup key </span>
          <code className={styles.secret} data-testid="two-step-secret">
            {setup.secret}
          </code>
        </p>
        <SecondStepForm
          submitLabel="Turn on two-step sign-in"
          submittingLabel="Checking…"
          onSubmit={async (values) => {
            if (!('code' in values)) return
            const reply = await confirm.mutateAsync({ code: values.code })
            onEnabled(reply.data.recoveryCodes)
          }}
          secondary={
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          }
        />
      </div>
    </div>
  )
}
