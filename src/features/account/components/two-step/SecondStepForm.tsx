import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { messages } from '../../../../../contract/common.ts'
import { RecoveryCode, TwoStepCode } from '../../../../../contract/two-step.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { PasswordField } from '../../../../ui/form/PasswordField.tsx'
import { TextField } from '../../../../ui/form/TextField.tsx'
import * as styles from './TwoStepCard.css.ts'

export type SecondStepMode = 'code' | 'recoveryCode'
/** What the form sends: the app's code or a recovery code, and the password when it asks for one. */
export type SecondStepValues = { password?: string } & ({ code: string } | { recoveryCode: string })

const Password = v.pipe(v.string(messages.required), v.nonEmpty(messages.required))

// One schema per way of proving it, each the contract's own field, so the form says what the server would.
const schemaFor = (mode: SecondStepMode, withPassword: boolean) =>
  v.object({
    ...(withPassword ? { password: Password } : {}),
    ...(mode === 'code' ? { code: TwoStepCode } : { recoveryCode: RecoveryCode }),
  }) as unknown as v.GenericSchema<Record<string, string>, SecondStepValues>

interface Props {
  submitLabel: string
  submittingLabel: string
  /** Asks for the password too (turning two-step off). */
  withPassword?: boolean
  /** Offers a recovery code instead of the app's code (signing in, turning off). */
  allowRecoveryCode?: boolean
  onSubmit: (values: SecondStepValues) => Promise<unknown>
  /** Beside the submit button: a way back or out. */
  secondary?: React.ReactNode
}

/** The code from the authenticator app, or, after "Use a recovery code", one of the recovery codes. */
export function SecondStepForm({ allowRecoveryCode = false, submitLabel, submittingLabel, withPassword = false, onSubmit, secondary }: Props) {
  const [mode, setMode] = useState<SecondStepMode>('code')
  // The schema follows the mode; the password typed before a switch stays.
  const schema = useMemo(() => schemaFor(mode, withPassword), [mode, withPassword])
  const form = useForm({ schema, initial: { password: '', code: '', recoveryCode: '' }, onSubmit })
  const { bind } = form
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      {withPassword && <PasswordField label="Your password" autoComplete="current-password" {...bind('password')} />}
      {mode === 'code' ? (
        <TextField
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus={!withPassword}
          hint="6 digits; a new one every 30 seconds"
          {...bind('code')}
        />
      ) : (
        <TextField
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          hint="Such as abcd-efgh-2345; each works once"
          {...bind('recoveryCode')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? submittingLabel : submitLabel}
        </Button>
        {allowRecoveryCode && (
          <Button variant="ghost" size="sm" onClick={() => setMode(mode === 'code' ? 'recoveryCode' : 'code')}>
            {mode === 'code' ? 'Use a recovery code' : 'Use the code from your app'}
          </Button>
        )}
        {secondary}
      </div>
    </form>
  )
}
