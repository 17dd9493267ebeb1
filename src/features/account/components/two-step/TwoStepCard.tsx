import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { TwoStepSetup as Setup } from '../../../../../contract/two-step.ts'
import { ApiError } from '../../../../lib/api.ts'
import { formatDate } from '../../../../lib/dates.ts'
import { Button } from '../../../../ui/Button.tsx'
import { Notice } from '../../../../ui/Notice.tsx'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { twoStepQuery, useDisableTwoStep, useNewRecoveryCodes, useStartTwoStep } from '../../api/two-step.ts'
import { RecoveryCodes } from './RecoveryCodes.tsx'
import { SecondStepForm } from './SecondStepForm.tsx'
import { TwoStepSetup } from './TwoStepSetup.tsx'
import * as styles from './TwoStepCard.css.ts'

/** What the card shows besides its state: a set-up under way, codes to save, or a form for a change. */
type Step = { kind: 'idle' } | { kind: 'setup'; setup: Setup } | { kind: 'codes'; codes: string[] } | { kind: 'new-codes' } | { kind: 'turn-off' }

/**
 * Two-step sign-in for the signed-in person: whether it is on, setting it up with an authenticator app, the recovery
 * codes (shown once), new recovery codes and turning it off. The member's Settings and the admin area both show it.
 */
export function TwoStepCard() {
  const query = useQuery(twoStepQuery())
  const start = useStartTwoStep()
  const newCodes = useNewRecoveryCodes()
  const disable = useDisableTwoStep()
  const { toast } = useToast()
  const headingId = useId()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const idle = () => setStep({ kind: 'idle' })

  const begin = () =>
    start.mutateAsync().then(
      (setup) => setStep({ kind: 'setup', setup }),
      (err: unknown) =>
        toast({
          tone: 'error',
          title: err instanceof ApiError ? err.message : 'Could not start. Please try again.',
        }),
    )

  return (
    <section aria-labelledby={headingId} className={styles.section} id="two-step">
      <h2 id={headingId} className={styles.heading}>
        Two-step sign-in
      </h2>
      <QueryState query={query} loadingLabel="Loading two-step sign-in" pending={<Skeleton lines={2} />} errorTitle="We could not load two-step sign-in.">
        {(status) => {
          if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={idle} />
          if (step.kind === 'setup') return <TwoStepSetup setup={step.setup} onEnabled={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />
          if (!status.enabled) {
            return (
              <>
                {status.requiredFrom && (
                  <Notice
                    tone="error"
                    title={`Staff accounts need two-step sign-in${new Date(status.requiredFrom) > new Date() ? ` from ${formatDate(status.requiredFrom)}` : ''}.`}
                  >
                    Until it is on, the admin area asks you to set it up first.
                  </Notice>
                )}
                <p className={styles.muted}>
                  Off. With it on, signing in also asks for a code from an app on your phone, so your password alone is not enough.
                </p>
                <div className={styles.actions}>
                  <Button onClick={() => void begin()} disabled={start.isPending}>
                    {start.isPending ? 'Starting…' : 'Set up two-step sign-in'}
                  </Button>
                </div>
              </>
            )
          }
          return (
            <>
              <p>
                On since <time dateTime={status.enabledAt ?? undefined}>{status.enabledAt && formatDate(status.enabledAt)}</time>.{' '}
                <span className={styles.muted}>{status.recoveryCodesLeft} of 10 recovery codes left.</span>
              </p>
              {step.kind === 'new-codes' && (
                <SecondStepForm
                  submitLabel="Make new recovery codes"
                  submittingLabel="Making codes…"
                  onSubmit={async (values) => {
                    if (!('code' in values)) return
                    const reply = await newCodes.mutateAsync({
                      code: values.code,
                    })
                    setStep({ kind: 'codes', codes: reply.data.recoveryCodes })
                  }}
                  secondary={
                    <Button variant="ghost" size="sm" onClick={idle}>
                      Cancel
                    </Button>
                  }
                />
              )}
              {step.kind === 'turn-off' && (
                <SecondStepForm
                  withPassword
                  allowRecoveryCode
                  submitLabel="Turn off two-step sign-in"
                  submittingLabel="Turning off…"
                  onSubmit={async (values) => {
                    const reply = await disable.mutateAsync({
                      ...values,
                      password: values.password ?? '',
                    })
                    toast({ tone: 'success', title: reply.message })
                    idle()
                  }}
                  secondary={
                    <Button variant="ghost" size="sm" onClick={idle}>
                      Cancel
                    </Button>
                  }
                />
              )}
              {step.kind === 'idle' && (
                <div className={styles.actions}>
                  <Button variant="outline" size="sm" onClick={() => setStep({ kind: 'new-codes' })}>
                    New recovery codes
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setStep({ kind: 'turn-off' })}>
                    Turn off
                  </Button>
                </div>
              )}
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
