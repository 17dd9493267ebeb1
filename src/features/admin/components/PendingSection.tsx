import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { findSection } from '../sections.ts'
import * as styles from './AdminSection.css.ts'

/** A section that is not built yet says what it will manage; an unknown one says there is no such section. */
export function PendingSection({ id }: { id: string }) {
  const section = findSection(id)
  usePageMeta(section?.label ?? 'Page not found')
  return (
    <section className={styles.page} aria-labelledby="admin-section-title">
      <h1 id="admin-section-title" className={styles.title}>
        {section?.label ?? 'Page not found'}
      </h1>
      {section ? (
        <p className={styles.text}>This section is coming. It will manage {section.about.charAt(0).toLowerCase() + section.about.slice(1)}</p>
      ) : (
        <p className={styles.text}>
          The admin area has no such section. <Link to="/admin-dashboard">Go to the Dashboard</Link>
        </p>
      )}
    </section>
  )
}
