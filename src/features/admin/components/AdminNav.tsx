import { Link } from '@tanstack/react-router'
import { useLogout } from '../../account/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { adminSections, mayOpen } from '../../../../contract/admin-sections.ts'
import * as styles from './AdminNav.css.ts'
import { SectionIcon } from './section-icons.tsx'

interface AdminNavProps {
  /** Icons only: each label becomes the entry's accessible name and a tooltip on hover and focus. */
  collapsed?: boolean
  /** Called when an entry is followed, so the phone drawer closes. */
  onNavigate?: () => void
}

/** The admin sections this person may open, in the sidebar's order, Dashboard first and Logout last. */
export function AdminNav({ collapsed = false, onNavigate }: AdminNavProps) {
  const logout = useLogout()
  const { user } = useAuth()
  const entry = (label: string) => ({
    className: styles.entry,
    'aria-label': collapsed ? label : undefined,
    onClick: onNavigate,
  })
  const text = (label: string) => <span className={collapsed ? styles.tooltip : styles.label}>{label}</span>

  return (
    <nav aria-label="Admin sections">
      <ul className={styles.list}>
        <li>
          <Link to="/admin-dashboard" activeOptions={{ exact: true }} {...entry('Dashboard')}>
            <SectionIcon id="home" />
            {text('Dashboard')}
          </Link>
        </li>
        {adminSections.filter((section) => mayOpen(user, section)).map(({ id, label }) => (
          <li key={id}>
            <Link to="/admin-dashboard/$section" params={{ section: id }} {...entry(label)}>
              <SectionIcon id={id} />
              {text(label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" {...entry('Logout')} disabled={logout.isPending} onClick={() => logout.mutate()}>
            <SectionIcon id="logout" />
            {text('Logout')}
          </button>
        </li>
      </ul>
    </nav>
  )
}
