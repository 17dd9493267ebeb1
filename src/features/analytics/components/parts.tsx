import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import type { AnalyticsReport } from '../../../../contract/analytics.ts'
import { ApiError } from '../../../lib/api.ts'
import { directionOf, formatCount, type Compared } from '../../../lib/figures.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { FigureCard } from '../../../ui/FigureCard.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { downloadReportCsv, reportPath } from '../api/analytics.ts'
import type { ListLink } from '../links.ts'
import type { DayRange } from '../range.ts'
import { changeText, periodBefore, reportTitles, shortChange } from '../texts.ts'
import * as styles from './Analytics.css.ts'

/** A number that opens the list of what it counts; its name says where it leads. */
export function CountLink({ link, hint, children }: { link: ListLink; hint: string; children: ReactNode }) {
  return (
    <Link {...link} className={styles.countLink}>
      {children}
      <span className={visuallyHidden}>: {hint}</span>
    </Link>
  )
}

/**
 * The report's CSV for the same dates. A link, so its address shows and it reads as one; the file is fetched with
 * the staff member's bearer token, which a plain link would not carry.
 */
function CsvLink({ report, range, name }: { report: AnalyticsReport; range: DayRange; name: string }) {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  return (
    <a
      className={styles.csv}
      href={`/api/${reportPath(report, range, true)}`}
      download
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault()
        if (busy) return
        setBusy(true)
        downloadReportCsv(report, range)
          .catch((err: unknown) => toast({ tone: 'error', title: err instanceof ApiError ? err.message : 'The download failed. Please try again.' }))
          .finally(() => setBusy(false))
      }}
    >
      Download CSV <span className={visuallyHidden}>of {name.toLowerCase()}</span>
    </a>
  )
}

interface ReportProps<T> {
  report: AnalyticsReport
  range: DayRange
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}

/** One report: its heading and CSV, then its figures once loaded, or its loading or error state. */
export function Report<T>({ report, range, query, children }: ReportProps<T>) {
  const id = useId()
  const title = reportTitles[report]
  return (
    <section className={styles.report} aria-labelledby={id}>
      <div className={styles.reportHeader}>
        <h2 id={id} className={styles.reportTitle}>
          {title}
        </h2>
        <CsvLink report={report} range={range} name={title} />
      </div>
      <QueryState query={query} loadingLabel={`Loading ${title.toLowerCase()}`} pending={<Skeleton className={styles.pending} />} errorTitle={`We could not load ${title.toLowerCase()}.`}>
        {children}
      </QueryState>
    </section>
  )
}

interface FigureProps {
  label: string
  figure: Compared
  /** The range's length, for 'in the 30 days before'. */
  days: number
  format?: (n: number) => string
  link?: { to: ListLink; hint: string }
  lowerIsBetter?: boolean
}

/** A figure of the range with its change against the period before, in words. */
export function Figure({ label, figure, days, format = formatCount, link, lowerIsBetter }: FigureProps) {
  const value = format(figure.current)
  return (
    <FigureCard
      label={label}
      value={link ? <CountLink link={link.to} hint={link.hint}>{value}</CountLink> : value}
      direction={directionOf(figure)}
      change={changeText(figure, days, format)}
      lowerIsBetter={lowerIsBetter}
    />
  )
}

/** Said where a list of views is empty. */
export const NO_VIEWS = 'No views in these dates yet.'

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>
}

interface TopRow {
  name: string
  views: number
  visitors: number
  previousViews: number
}

/** A table with no rows in the range: its caption as a heading, and what it would list. */
export function EmptyTable({ caption, children }: { caption: string; children: string }) {
  return (
    <div className={styles.report}>
      <h3 className={styles.subTitle}>{caption}</h3>
      <Empty>{children}</Empty>
    </div>
  )
}

/** A top list: each name with its views, visitors and the change in views against the period before. */
export function TopTable({ caption, nameHeader, rows, days, nameOf = (row) => row.name }: { caption: string; nameHeader: string; rows: readonly TopRow[]; days: number; nameOf?: (row: TopRow) => string }) {
  if (!rows.length) return <EmptyTable caption={caption}>{NO_VIEWS}</EmptyTable>
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">Views</th>
          <th scope="col">Visitors</th>
          <th scope="col">
            Change <span className={visuallyHidden}>in views against {periodBefore(days)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{nameOf(row)}</th>
            <td>{formatCount(row.views)}</td>
            <td>{formatCount(row.visitors)}</td>
            <td>{shortChange(row.views, row.previousViews)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
