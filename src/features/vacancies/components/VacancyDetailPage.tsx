import { useId, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { contractTitles, vacancyPageMeta, type Vacancy } from '../../../../contract/vacancies.ts'
import { formatDate, formatDateTime } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { safeWebLink } from '../../../lib/web-link.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import * as buttonStyles from '../../../ui/Button.css.ts'
import { Container } from '../../../ui/Container.tsx'
import { cx } from '../../../ui/cx.ts'
import { ChevronIcon } from '../../../ui/icons.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { vacancyQuery } from '../api/vacancies-queries.ts'
import { closesLabel, locationLabel, salaryLabel } from '../format.ts'
import * as styles from './VacancyDetailPage.css.ts'

/** One vacancy's page: everything its card says, the whole description, and where to apply while it is open. */
export function VacancyDetailPage({ slug }: { slug: string }) {
  const query = useQuery(vacancyQuery(slug))
  const meta = query.data && vacancyPageMeta(query.data)
  usePageMeta(meta?.title, meta?.description)

  return (
    <Container className={styles.page}>
      <div className={styles.column}>
        <Link to="/vacancy" className={styles.back}>
          <ChevronIcon direction="left" />
          All vacancies
        </Link>
        <QueryState
          query={query}
          loadingLabel="Loading the vacancy"
          pending={
            <div className={styles.column}>
              <Skeleton className={styles.titleSkeleton} />
              <Skeleton lines={8} />
            </div>
          }
          errorTitle="We could not load this vacancy."
        >
          {(vacancy) => <VacancyDetails vacancy={vacancy} />}
        </QueryState>
      </div>
    </Container>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={listStyles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function VacancyDetails({ vacancy }: { vacancy: Vacancy }) {
  const aboutId = useId()
  const closed = vacancy.status === 'closed'
  const apply = safeWebLink(vacancy.link)
  return (
    <article className={styles.column}>
      <div className={styles.header}>
        <h1 className={styles.title}>{vacancy.title}</h1>
        <p className={styles.employer}>{vacancy.employer}</p>
      </div>
      {closed ? (
        <Notice title="This vacancy has closed">It no longer takes applications.</Notice>
      ) : (
        <p className={cx(listStyles.cardBadge, styles.closes)}>
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
      {!closed && apply && (
        <a href={apply} target="_blank" rel="noopener noreferrer" className={cx(buttonStyles.base, buttonStyles.variant.primary, styles.apply)}>
          Apply <span className={visuallyHidden}>on the employer’s website (opens in a new tab)</span>
        </a>
      )}
      {vacancy.description && (
        <section aria-labelledby={aboutId} className={styles.about}>
          <h2 id={aboutId} className={styles.aboutHeading}>
            About the position
          </h2>
          <p className={styles.description}>{vacancy.description}</p>
        </section>
      )}
    </article>
  )
}
