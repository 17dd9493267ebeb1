import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import type { Plan } from '../../../../contract/plans.ts'
import { appPaths } from '../../../lib/app-paths.ts'
import { useAuth } from '../../../lib/auth.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Button } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { activeSubscriptionQuery, plansQuery } from '../api/plans-queries.ts'
import { PlanCard } from './PlanCard.tsx'
import * as styles from './PlansPage.css.ts'

// PayPal's loader and the checkout come when someone chooses a plan, not with the list of plans.
const PaymentDialog = lazy(() => import('../checkout/PaymentDialog.tsx').then((m) => ({ default: m.PaymentDialog })))

/**
 * 'Premium Service Packages': the free tier and the paid plans. A visitor choosing a paid plan signs in first
 * and comes back; a member with another plan active confirms that it ends; then PayPal's button.
 */
export function PlansPage() {
  usePageMeta('Plans')
  const { user } = useAuth()
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/plans' })
  const plans = useQuery(plansQuery())
  const active = useQuery({ ...activeSubscriptionQuery(), enabled: Boolean(user) })
  const [confirming, setConfirming] = useState<Plan | null>(null)
  const [paying, setPaying] = useState<Plan | null>(null)
  const activePlanId = user ? active.data?.planId : undefined
  // Until a member's current plan is known, a paid card cannot tell whether choosing it ends another plan.
  const activeKnown = !user || !active.isPending

  const choose = (plan: Plan) => {
    if (plan.isFree) return void navigate({ to: user ? appPaths.community : '/register' })
    if (!user) return void navigate({ to: '/login', search: { redirect: redirect ? `/plans?redirect=${encodeURIComponent(redirect)}` : '/plans' } })
    if (!activeKnown) return
    if (activePlanId !== undefined && activePlanId !== plan.id) return setConfirming(plan)
    setPaying(plan)
  }

  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>Premium Service Packages</h1>
      <QueryState query={plans} loadingLabel="Loading plans" pending={<Skeleton lines={6} />} errorTitle="We could not load the plans." isEmpty={(list) => list.length === 0} empty={<p>No plans are offered at the moment.</p>}>
        {(list) => (
          <div className={styles.grid}>
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} active={plan.id === activePlanId} waiting={!plan.isFree && !activeKnown} onChoose={choose} />
            ))}
          </div>
        )}
      </QueryState>

      <FormDialog
        alert
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Are you sure?"
        description="Your current plan will be canceled."
        actions={
          <Dialog.Close asChild>
            <Button onClick={() => setPaying(confirming)}>Confirm</Button>
          </Dialog.Close>
        }
      />

      {paying && (
        <Suspense fallback={null}>
          <PaymentDialog plan={paying} onClose={() => setPaying(null)} then={redirect} />
        </Suspense>
      )}
    </Container>
  )
}
