import { useSearch } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { listStyles } from '../../admin-kit/index.ts'
import { readRange, type DayRange } from '../range.ts'
import type { AnalyticsSearch } from '../search.ts'
import * as styles from './Analytics.css.ts'
import { CommunityReports } from './CommunityReports.tsx'
import { FunnelReport } from './FunnelReport.tsx'
import { HowWeCount } from './HowWeCount.tsx'
import { OverviewReports } from './OverviewReports.tsx'
import { RangeForm } from './RangeForm.tsx'
import { RevenueReport } from './RevenueReport.tsx'
import { SearchReports } from './SearchReports.tsx'
import { VisitReports } from './VisitReports.tsx'

// The reports, one group at a time, each group a link in the address (`?report=funnel`): on a phone a long page of
// nine reports would load them all to show one.
const tabs = [
  { id: 'overview', label: 'Overview', Reports: OverviewReports },
  { id: 'screens', label: 'Screens & sources', Reports: VisitReports },
  { id: 'searches', label: 'Searches', Reports: SearchReports },
  { id: 'funnel', label: 'Funnel', Reports: FunnelReport },
  { id: 'revenue', label: 'Revenue', Reports: RevenueReport },
  { id: 'community', label: 'Community & chat', Reports: CommunityReports },
] as const

/** The group of reports the address names; the overview when it names none or one there is not. */
export const tabOf = (report: string | undefined) => tabs.find((tab) => tab.id === report) ?? tabs[0]

function Tabs({ search, current }: { search: AnalyticsSearch; current: string }) {
  return (
    <nav aria-label="Reports">
      <ul className={listStyles.tabs}>
        {tabs.map(({ id, label }) => (
          <li key={id}>
            <ButtonLink to="/admin-dashboard/analytics" search={{ ...search, report: id === 'overview' ? undefined : id }} variant={id === current ? 'primary' : 'outline'} size="sm">
              {label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Analytics & Reporting: the range in the address, how the figures are counted, and the reports of the range, each
 * with its change against the period before, its CSV, and links to the records behind its numbers.
 */
export function AnalyticsPage() {
  usePageMeta('Analytics & Reporting')
  const search = useSearch({ from: '/admin-dashboard/analytics' })
  const check = readRange(search)
  const tab = tabOf(search.report)
  const range: DayRange | undefined = check.range
  return (
    <section className={styles.page} aria-labelledby="analytics-title">
      <h1 id="analytics-title" className={styles.title}>
        Analytics &amp; Reporting
      </h1>
      <RangeForm key={`${search.from}/${search.to}`} search={search} check={check} />
      <HowWeCount />
      <Tabs search={search} current={tab.id} />
      {range ? <tab.Reports range={range} /> : <Notice title="Choose the dates again">The reports show once the dates above are right.</Notice>}
    </section>
  )
}
