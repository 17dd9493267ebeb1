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
  const payments = { to: listLinks.payments(range), hint: 'see the completed payments in these dates' }
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
              <MoneyTable caption="By plan" first="Plan" rows={d.byPlan.map((row) => ({ key: `${row.planId}-${row.currency}`, name: row.plan, ...row }))} />
            ) : (
              <Empty>{NO_PAYMENTS}</Empty>
            )}
            {d.byMonth.length > 0 && (
              <MoneyTable caption="By month" first="Month" rows={d.byMonth.map((row) => ({ key: `${row.month}-${row.currency}`, name: formatMonth(row.month), ...row }))} />
            )}
          </div>
        </>
      )}
    </Report>
  )
}

interface MoneyRow {
  key: string
  name: string
  purchases: number
  amount: number
  currency: string
}

/** Purchases and their amount, one row per group (a plan, a month) and currency. */
function MoneyTable({ caption, first, rows }: { caption: string; first: string; rows: MoneyRow[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Purchases</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{formatCount(row.purchases)}</td>
            <td>{formatMinorUnits(row.amount, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
