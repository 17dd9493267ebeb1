import type { Plan } from '../../../../contract/plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { Button } from '../../../ui/Button.tsx'
import * as styles from './PlanCard.css.ts'

interface PlanCardProps {
  plan: Plan
  /** The person's plan now: the button says 'Active' and does nothing. */
  active: boolean
  /** The member's current plan is still being fetched: choosing waits for it. */
  waiting?: boolean
  onChoose: (plan: Plan) => void
}

/** One package: its badge, title, duration, price and what it includes. */
export function PlanCard({ plan, active, waiting = false, onChoose }: PlanCardProps) {
  const titleId = `plan-${plan.slug}`
  return (
    <article className={plan.isFree ? styles.card : styles.paidCard} aria-labelledby={titleId}>
      <p className={styles.badge}>{plan.description}</p>
      <h2 id={titleId} className={styles.title}>
        {plan.title}
      </h2>
      <p className={styles.duration}>{plan.duration}</p>
      <p className={styles.price}>{plan.isFree ? 'Free' : formatMinorUnits(plan.price, plan.currency)}</p>
      <ul className={styles.features} aria-label={`${plan.title} includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className={styles.action}
        variant={plan.isFree ? 'outline' : 'accent'}
        disabled={active || waiting}
        aria-label={active ? `${plan.title}: your active plan` : `Get started with ${plan.title}`}
        onClick={() => onChoose(plan)}
      >
        {active ? 'Active' : 'Get Started'}
      </Button>
    </article>
  )
}
