import { FigureCards } from '../../../ui/FigureCard.tsx'
import { useDevicesReport, useReferrersReport, useScreensReport } from '../api/analytics.ts'
import { daysIn, type DayRange } from '../range.ts'
import * as styles from './Analytics.css.ts'
import { Figure, Report, TopTable } from './parts.tsx'

const perVisit = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })
const deviceNames: Record<string, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' }

/** Which screens were seen, where visitors came from, and on what. */
export function VisitReports({ range }: { range: DayRange }) {
  const days = daysIn(range)
  return (
    <>
      <Report report="screens" range={range} query={useScreensReport(range)}>
        {(d) => (
          <>
            <FigureCards>
              <Figure label="Views" figure={d.views} days={days} />
              <Figure label="Visitors" figure={d.visitors} days={days} />
              <Figure label="Views per visitor" figure={d.viewsPerVisit} days={days} format={(n) => perVisit.format(n)} />
            </FigureCards>
            <TopTable caption="Most viewed screens" nameHeader="Screen" rows={d.screens} days={days} />
          </>
        )}
      </Report>
      <Report report="referrers" range={range} query={useReferrersReport(range)}>
        {(d) => <TopTable caption="Where visitors came from" nameHeader="Site" rows={d.referrers} days={days} nameOf={(row) => row.name || 'No other site'} />}
      </Report>
      <Report report="devices" range={range} query={useDevicesReport(range)}>
        {(d) => (
          <div className={styles.columns}>
            <TopTable caption="Devices" nameHeader="Device" rows={d.devices} days={days} nameOf={(row) => deviceNames[row.name] ?? row.name} />
            <TopTable caption="Browsers" nameHeader="Browser" rows={d.browsers} days={days} />
          </div>
        )}
      </Report>
    </>
  )
}
