import { formatMinorUnits } from '../../../../contract/money.ts'
import { DailyChart } from '../../../ui/DailyChart.tsx'
import { FigureCards } from '../../../ui/FigureCard.tsx'
import { useOverviewReport } from '../api/analytics.ts'
import { listLinks } from '../links.ts'
import { daysIn, type DayRange } from '../range.ts'
import { Empty, Figure, NO_VIEWS, Report } from './parts.tsx'

/** Money per currency, with a zero in rupees when nothing was paid, so the figure is there to compare. */
export const perCurrency = <T extends { currency: string; current: number; previous: number }>(money: readonly T[]) =>
  money.length ? money : [{ currency: 'INR', current: 0, previous: 0 }]

/** The range at a glance: visitors, views, sign-ups, purchases and revenue, and visitors and views per day. */
export function OverviewReports({ range }: { range: DayRange }) {
  const days = daysIn(range)
  return (
    <Report report="overview" range={range} query={useOverviewReport(range)}>
      {(d) => (
        <>
          <FigureCards>
            <Figure label="Visitors" figure={d.visitors} days={days} />
            <Figure label="Views" figure={d.views} days={days} />
            <Figure label="Sign-ups" figure={d.signUps} days={days} link={{ to: listLinks.signUps(range), hint: 'see who joined in these dates in User Management' }} />
            <Figure label="Purchases" figure={d.purchases} days={days} link={{ to: listLinks.payments(range), hint: 'see the completed payments in these dates' }} />
            {perCurrency(d.revenue).map((money) => (
              <Figure
                key={money.currency}
                label={`Revenue (${money.currency})`}
                figure={money}
                days={days}
                format={(n) => formatMinorUnits(n, money.currency)}
                link={{ to: listLinks.payments(range), hint: 'see the completed payments in these dates' }}
              />
            ))}
          </FigureCards>
          {d.views.current ? (
            <DailyChart
              title="Visitors and views per day"
              days={d.daily}
              series={[
                { key: 'visitors', noun: { one: 'visitor', many: 'visitors' } },
                { key: 'views', noun: { one: 'view', many: 'views' } },
              ]}
            />
          ) : (
            <Empty>{NO_VIEWS}</Empty>
          )}
        </>
      )}
    </Report>
  )
}
