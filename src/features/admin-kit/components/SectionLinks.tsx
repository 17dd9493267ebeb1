import { Link } from '@tanstack/react-router'
import { useAuth } from '../../../lib/auth.ts'
import { adminSections, mayOpen } from '../../../../contract/admin-sections.ts'
import * as styles from './AdminSection.css.ts'

/** The sections this staff member may open, with what each manages: the Dashboard lists them under its figures. */
export function SectionLinks() {
  const { user } = useAuth()
  const open = adminSections.filter((section) => mayOpen(user, section))
  if (!open.length) return null
  return (
    <nav className={styles.page} aria-labelledby="admin-sections">
      <h2 id="admin-sections" className={styles.subtitle}>
        Sections
      </h2>
      <ul className={styles.links}>
        {open.map(({ id, label, about }) => (
          <li key={id} className={styles.linkItem}>
            <Link to="/admin-dashboard/$section" params={{ section: id }} className={styles.link}>
              {label}
            </Link>
            <p className={styles.text}>{about}</p>
          </li>
        ))}
      </ul>
    </nav>
  )
}
