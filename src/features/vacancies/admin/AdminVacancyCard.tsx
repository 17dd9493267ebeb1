import type { AdminVacancy } from '../../../../contract/admin-vacancies.ts'
import { contractTitles } from '../../../../contract/vacancies.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import * as styles from './AdminVacancies.css.ts'
import { DeleteVacancy } from './DeleteVacancy.tsx'

const statusTitles = { draft: 'Draft', open: 'Open', closed: 'Closed' } as const

export function AdminVacancyCard({ vacancy }: { vacancy: AdminVacancy }) {
  const { labels } = vacancy
  const titleId = `admin-vacancy-${vacancy.id}`
  const place = [vacancy.city, labels.state, labels.country].filter(Boolean).join(', ')
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <p className={styles.status} data-status={vacancy.status}>
        {statusTitles[vacancy.status]}
      </p>
      <h2 id={titleId} className={styles.cardTitle}>
        {vacancy.title}
      </h2>
      <p className={styles.employer}>{vacancy.employer}</p>
      <dl className={styles.facts}>
        <dt>Subject</dt>
        <dd>{labels.subjects.join(', ')}</dd>
        <dt>Type</dt>
        <dd>
          {labels.qualification}, {contractTitles[vacancy.contract].toLowerCase()}
        </dd>
        <dt>Location</dt>
        <dd>{place}</dd>
        <dt>Closes</dt>
        <dd>{formatDateTime(vacancy.closesAt)}</dd>
      </dl>
      <div className={styles.cardActions}>
        <ButtonLink to="/admin-dashboard/vacancies/$id/edit" params={{ id: String(vacancy.id) }} variant="outline" size="sm" aria-label={`Edit ${vacancy.title}`}>
          Edit
        </ButtonLink>
        <DeleteVacancy vacancy={vacancy} />
      </div>
    </Card>
  )
}
