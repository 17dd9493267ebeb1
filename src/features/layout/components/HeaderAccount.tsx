import { lazy, Suspense } from 'react'
import { useAuth } from '../../../lib/auth.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import * as styles from './HeaderAccount.css.ts'

// Guests, most first visits, should not pay for the bell, its popover and the avatar fetch in the first load.
const AccountControls = lazy(() => import('./AccountControls.tsx'))

interface HeaderAccountProps {
  layout?: keyof typeof styles.login
  onNavigate?: () => void
}

/** The header's right side: the signed-in user's bell and avatar, or the guest's way to sign in. */
export function HeaderAccount({ layout = 'bar', onNavigate }: HeaderAccountProps) {
  const { user } = useAuth()
  if (user) {
    return (
      // The placeholder holds the controls' size so the header does not shift when they arrive.
      <Suspense fallback={<div className={styles.controls[layout]} />}>
        <AccountControls user={user} layout={layout} onNavigate={onNavigate} />
      </Suspense>
    )
  }
  return (
    <ButtonLink to="/login" variant="outline" size="sm" className={styles.login[layout]} onClick={onNavigate}>
      {/* A narrow header wraps it as 'Login or / Create Account', never inside the second half. */}
      <span>
        Login or <span className={styles.nowrap}>Create Account</span>
      </span>
    </ButtonLink>
  )
}
