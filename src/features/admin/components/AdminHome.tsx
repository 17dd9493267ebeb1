import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { useAuth } from '../../../lib/auth.ts'
import { adminSections, mayOpen } from '../sections.ts'
import * as styles from './AdminSection.css.ts'

/** The admin area's first page: what can be managed here today, and nothing counted that is not counted. */
export function AdminHome() {
  usePageMeta('Admin dashboard')
  const { user } = useAuth()
  const built = adminSections.filter((section) => section.built && mayOpen(user, section))
  return (
    <section className={styles.page} aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className={styles.title}>
        Dashboard
      </h1>
      <p className={styles.text}>Welcome to the admin area. Choose a section from the menu; these ones are ready:</p>
      <ul className={styles.links}>
        {built.map(({ id, label, about }) => (
          <li key={id}>
            <Link to="/admin-dashboard/$section" params={{ section: id }} className={styles.link}>
              {label}
            </Link>
            <p className={styles.text}>{about}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
