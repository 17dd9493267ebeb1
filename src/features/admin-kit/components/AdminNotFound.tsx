import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import * as styles from './AdminSection.css.ts'

/** An address in the admin area that no screen answers: a section that does not exist, or a form a section lacks. */
export function AdminNotFound() {
  usePageMeta('Page not found')
  return (
    <section className={styles.page} aria-labelledby="admin-section-title">
      <h1 id="admin-section-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        The admin area has no such page. <Link to="/admin-dashboard">Go to the Dashboard</Link>
      </p>
    </section>
  )
}
