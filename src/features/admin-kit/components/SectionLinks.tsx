import { Link } from '@tanstack/react-router'
import { useAuth } from '../../../lib/auth.ts'
import { adminSections, mayOpen } from '../../admin-sections/index.ts'
import * as styles from './AdminSection.css.ts'

/** The sections this staff member may open that are built, with what each manages: the Dashboard lists them under its figures. */
export function SectionLinks() {
  const { user } = useAuth()
  const built = adminSections.filter((section) => section.built && mayOpen(user, section))
  if (!built.length) return null
  return (
    <nav className={styles.page} aria-labelledby="admin-sections">
      <h2 id="admin-sections" className={styles.subtitle}>
        Sections
      </h2>
      <ul className={styles.links}>
        {built.map(({ id, label, about }) => (
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
