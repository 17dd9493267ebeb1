import { Link } from '@tanstack/react-router'
import { Button } from '../../../../ui/Button.tsx'
import { appPaths } from '../../../../lib/app-paths.ts'
import { CountBadge } from '../../../../ui/CountBadge.tsx'
import { chatLinkName, useUnreadChatCount } from '../../../chat/index.ts'
import { useLogout } from '../../api/account-mutations.ts'
import * as styles from './DashboardLinks.css.ts'

/** The dashboard's shortcuts beside the tabs: chat, subscriptions, services, and signing out. */
export function DashboardLinks() {
  const logout = useLogout()
  const unread = useUnreadChatCount()
  return (
    <div className={styles.panel}>
      <nav aria-label="Dashboard shortcuts">
        <ul className={styles.list}>
          <li>
            <Link to={appPaths.chat} className={styles.link} aria-label={chatLinkName(unread)}>
              Chat
              <CountBadge count={unread} />
            </Link>
          </li>
          <li>
            <Link to="/subscriptions" className={styles.link}>
              Subscriptions
            </Link>
          </li>
          <li>
            <Link to={appPaths.plans} className={styles.link}>
              Services
            </Link>
          </li>
        </ul>
      </nav>
      <Button
        variant="outline"
        size="sm"
        className={styles.logout}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {logout.isPending ? 'Logging out…' : 'Log out'}
      </Button>
    </div>
  )
}
