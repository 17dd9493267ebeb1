import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Vacancy } from '../../../../contract/vacancies.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { Card } from '../../../ui/Card.tsx'
import { DemoBadge } from '../../../ui/DemoBadge.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { VisitWebsite } from '../../../ui/ListScreen.tsx'
import { SaveButton } from '../../saved-items/index.ts'
import { vacancyKeys } from '../api/vacancies-keys.ts'
import { closesLabel, locationLabel, salaryLabel } from '../format.ts'
import * as styles from './VacancyCard.css.ts'

/** A vacancy with what a person decides on: the subject, type, place, pay and how long is left to apply; its title opens its page. */
export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const queryClient = useQueryClient()
  return (
    <Card className={listStyles.card}>
      <h3 className={listStyles.cardTitle}>
        <Link to="/vacancy/$slug" params={{ slug: vacancy.slug }} className={listStyles.cardTitleLink}>
          {vacancy.title}
        </Link>
      </h3>
      <p className={styles.employer}>{vacancy.employer}</p>
      <div className={styles.badges}>
        <p className={listStyles.cardBadge}>
          <time dateTime={vacancy.closesAt}>{closesLabel(vacancy.closesAt)}</time>
        </p>
        <DemoBadge demo={vacancy.demo} />
      </div>
      <dl className={listStyles.facts}>
        <div className={listStyles.fact}>
          <dt>Subject</dt>
          <dd>{vacancy.subject.title}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Type</dt>
          <dd>{vacancy.qualification.title}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Location</dt>
          <dd>{locationLabel(vacancy)}</dd>
        </div>
        {vacancy.salary && (
          <div className={listStyles.fact}>
            <dt>Salary</dt>
            <dd>{salaryLabel(vacancy.salary)}</dd>
          </div>
        )}
        <div className={listStyles.fact}>
          <dt>Closing date</dt>
          <dd>{formatDateTime(vacancy.closesAt)}</dd>
        </div>
      </dl>
      <div className={listStyles.cardActions}>
        <VisitWebsite link={vacancy.link} title={vacancy.title} />
        {/* Saved from the list, the card is what its page shows offline until the page is opened online. */}
        <SaveButton kind="vacancy" id={vacancy.slug} title={vacancy.title} onSaved={() => queryClient.setQueryData(vacancyKeys.item(vacancy.slug), (kept) => kept ?? vacancy)} />
      </div>
    </Card>
  )
}
