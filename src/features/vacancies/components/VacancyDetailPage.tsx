import { useQuery } from '@tanstack/react-query'
import { contractTitles, vacancyPageMeta, type Vacancy } from '../../../../contract/vacancies.ts'
import { formatDate, formatDateTime } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { safeWebLink } from '../../../lib/web-link.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import * as buttonStyles from '../../../ui/Button.css.ts'
import { cx } from '../../../ui/cx.ts'
import { DemoBadge } from '../../../ui/DemoBadge.tsx'
import * as detailStyles from '../../../ui/DetailScreen.css.ts'
import { BackLink, DetailHeader, DetailScreen } from '../../../ui/DetailScreen.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { Fact } from '../../../ui/ListScreen.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { SaveButton } from '../../saved-items/index.ts'
import { vacancyQuery } from '../api/vacancies-queries.ts'
import { closesLabel, hasClosed, locationLabel, salaryLabel } from '../format.ts'

/** One vacancy's page: everything its card says, the whole description, and where to apply while it is open. */
export function VacancyDetailPage({ slug }: { slug: string }) {
  const query = useQuery(vacancyQuery(slug))
  const meta = query.data && vacancyPageMeta(query.data)
  usePageMeta(meta?.title, meta?.description)

  return (
    <DetailScreen
      back={<BackLink to="/vacancy">All vacancies</BackLink>}
      query={query}
      loadingLabel="Loading the vacancy"
      errorTitle="We could not load this vacancy."
    >
      {(vacancy) => <VacancyDetails vacancy={vacancy} />}
    </DetailScreen>
  )
}

function VacancyDetails({ vacancy }: { vacancy: Vacancy }) {
  // A copy read offline may be older than its closing date: past it, the page says so whatever the copy's status.
  const closed = vacancy.status === 'closed' || hasClosed(vacancy.closesAt)
  const apply = safeWebLink(vacancy.link)
  return (
    <article className={detailStyles.column}>
      <DetailHeader title={vacancy.title} subtitle={vacancy.employer} />
      <DemoBadge demo={vacancy.demo} />
      {closed ? (
        <Notice title="This vacancy has closed">It no longer takes applications.</Notice>
      ) : (
        <p className={cx(listStyles.cardBadge, detailStyles.start)}>
          <time dateTime={vacancy.closesAt}>{closesLabel(vacancy.closesAt)}</time>
        </p>
      )}
      <dl className={listStyles.facts}>
        <Fact label={vacancy.subjects.length > 1 ? 'Subjects' : 'Subject'}>{vacancy.subjects.map((subject) => subject.title).join(', ')}</Fact>
        <Fact label="Type">{vacancy.qualification.title}</Fact>
        <Fact label="Contract">{contractTitles[vacancy.contract]}</Fact>
        <Fact label="Location">{vacancy.city ? `${vacancy.city}, ${locationLabel(vacancy)}` : locationLabel(vacancy)}</Fact>
        {vacancy.salary && <Fact label="Salary">{salaryLabel(vacancy.salary)}</Fact>}
        <Fact label="Closing date">
          <time dateTime={vacancy.closesAt}>{formatDateTime(vacancy.closesAt)}</time>
        </Fact>
        <Fact label="Posted">
          <time dateTime={vacancy.postedAt}>{formatDate(vacancy.postedAt)}</time>
        </Fact>
        {vacancy.reference && <Fact label="Reference">{vacancy.reference}</Fact>}
      </dl>
      <div className={listStyles.cardActions}>
        {!closed && apply && (
          <a href={apply} target="_blank" rel="noopener noreferrer" className={cx(buttonStyles.base, buttonStyles.variant.primary)}>
            Apply <span className={visuallyHidden}>on the employer’s website (opens in a new tab)</span>
          </a>
        )}
        <SaveButton kind="vacancy" id={vacancy.slug} title={vacancy.title} />
      </div>
      {vacancy.description && (
        <TitledSection title="About the position">
          <p className={detailStyles.description}>{vacancy.description}</p>
        </TitledSection>
      )}
    </article>
  )
}
