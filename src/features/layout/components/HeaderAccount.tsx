import { ButtonLink } from '../../../ui/Button.tsx'
import * as styles from './HeaderAccount.css.ts'

interface HeaderAccountProps {
  layout?: keyof typeof styles.login
  onNavigate?: () => void
}

/**
 * The header's right side. Accounts arrive in a later issue; then this shows the notification bell and avatar
 * for a signed-in user, and the guest link below otherwise.
 */
export function HeaderAccount({ layout = 'bar', onNavigate }: HeaderAccountProps) {
  return (
    <ButtonLink to="/login" variant="outline" size="sm" className={styles.login[layout]} onClick={onNavigate}>
      {/* A narrow header wraps it as 'Login or / Create Account', never inside the second half. */}
      <span>
        Login or <span className={styles.nowrap}>Create Account</span>
      </span>
    </ButtonLink>
  )
}
