import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import * as styles from './VacancyDetailPage.css.ts'

/** A vacancy address that names none (never published, or taken down), with the way back to the open ones. */
export function VacancyNotFound() {
  usePageMeta('Vacancy not found')
  return (
    <Container className={styles.page}>
      <div className={styles.column}>
        <h1 className={styles.title}>Vacancy not found</h1>
        <p>This vacancy does not exist, or it has been taken down. The open ones are all in the list.</p>
        <ButtonLink to="/vacancy" className={styles.apply}>
          See open vacancies
        </ButtonLink>
      </div>
    </Container>
  )
}
