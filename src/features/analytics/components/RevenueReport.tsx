import { formatMinorUnits } from '../../../../contract/money.ts'
import { formatCount } from '../../../lib/figures.ts'
import { FigureCards } from '../../../ui/FigureCard.tsx'
import { useRevenueReport } from '../api/analytics.ts'
import { listLinks } from '../links.ts'
import { daysIn, type DayRange } from '../range.ts'
import * as styles from './Analytics.css.ts'
import { perCurrency } from './OverviewReports.tsx'
import { Empty, Figure, Report } from './parts.tsx'

const month = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const formatMonth = (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`))
const NO_PAYMENTS = 'No completed payments in these dates.'

/** Completed payments and their money per currency, by plan and by month; paid plans that ended; refunds. */
export function RevenueReport({ range }: { range: DayRange }) {
  const days = daysIn(range)
  const payments = { to: listLinks.payments(), hint: 'see the completed payments' }
  return (
    <Report report="revenue" range={range} query={useRevenueReport(range)}>
      {(d) => (
        <>
          <FigureCards>
            <Figure label="Purchases" figure={d.purchases} days={days} link={payments} />
            {perCurrency(d.revenue).map((money) => (
              <Figure key={money.currency} label={`Revenue (${money.currency})`} figure={money} days={days} format={(n) => formatMinorUnits(n, money.currency)} link={payments} />
            ))}
            <Figure label="Paid plans ended" figure={d.ended} days={days} lowerIsBetter />
            <Figure label="Refunds" figure={d.refunded} days={days} lowerIsBetter />
            {d.refundedAmount.map((money) => (
              <Figure key={money.currency} label={`Refunded (${money.currency})`} figure={money} days={days} format={(n) => formatMinorUnits(n, money.currency)} lowerIsBetter />
            ))}
          </FigureCards>
          <div className={styles.columns}>
            {d.byPlan.length ? (
              <table className={styles.table}>
                <caption>By plan</caption>
                <thead>
                  <tr>
                    <th scope="col">Plan</th>
                    <th scope="col">Purchases</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {d.byPlan.map((row) => (
                    <tr key={`${row.planId}-${row.currency}`}>
                      <th scope="row">{row.plan}</th>
                      <td>{formatCount(row.purchases)}</td>
                      <td>{formatMinorUnits(row.amount, row.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty>{NO_PAYMENTS}</Empty>
            )}
            {d.byMonth.length > 0 && (
              <table className={styles.table}>
                <caption>By month</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Purchases</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {d.byMonth.map((row) => (
                    <tr key={`${row.month}-${row.currency}`}>
                      <th scope="row">{formatMonth(row.month)}</th>
                      <td>{formatCount(row.purchases)}</td>
                      <td>{formatMinorUnits(row.amount, row.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
    </Report>
  )
}
