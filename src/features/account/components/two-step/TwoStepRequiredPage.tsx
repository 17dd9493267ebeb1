import { Link } from '@tanstack/react-router'
import { useAuth } from '../../../../lib/auth.ts'
import { usePageMeta } from '../../../../lib/page-meta.ts'
import { TwoStepCard } from './TwoStepCard.tsx'
import * as styles from './TwoStepCard.css.ts'

/**
 * What the admin area shows first to a staff member past their days to set up two-step sign-in: the card to set it
 * up, and the way on once it is on. The server refuses the admin endpoints (403 `two_step_required`) until then.
 */
export function TwoStepRequiredPage() {
  usePageMeta('Set up two-step sign-in')
  const enabled = useAuth().user?.twoStep.enabled
  return (
    <section className={styles.page} aria-labelledby="two-step-required-title">
      <h1 id="two-step-required-title" className={styles.title}>
        Set up two-step sign-in
      </h1>
      <p className={styles.muted}>
        Staff accounts sign in with a password and a code from an authenticator app, so a stolen password alone cannot open the admin area. Set it up here to go
        on.
      </p>
      <TwoStepCard />
      {enabled && (
        <p className={styles.muted}>
          <Link to="/admin-dashboard">Go to the Dashboard</Link>
        </p>
      )}
    </section>
  )
}
