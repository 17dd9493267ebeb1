import { useId } from 'react'
import type { DailyCounts } from '../../../../contract/dashboard.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { formatCount, formatDay } from '../figures.ts'
import * as styles from './Dashboard.css.ts'

const WIDTH = 300
const HEIGHT = 100
const GAP = 2

/**
 * A count per day as bars, drawn by hand (a chart library would outweigh the admin screens it is for). The picture is
 * one image named by its summary; the values themselves are a table under "Show the values" for every reader.
 */
export function DailyChart({ title, days, noun }: { title: string; days: DailyCounts; noun: { one: string; many: string } }) {
  const headingId = useId()
  const total = days.reduce((sum, d) => sum + d.count, 0)
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), days[0] ?? { date: '', count: 0 })
  const top = Math.max(1, busiest.count)
  const bar = WIDTH / Math.max(1, days.length)
  const first = days[0]?.date
  const last = days.at(-1)?.date
  const summary =
    total === 0 || !first || !last
      ? `No ${noun.many} in the last ${days.length} days.`
      : `${formatCount(total)} ${total === 1 ? noun.one : noun.many} from ${formatDay(first)} to ${formatDay(last)}; the most, ${formatCount(busiest.count)}, on ${formatDay(busiest.date)}.`
  return (
    <section className={styles.chart} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.chartTitle}>
        {title}
      </h3>
      <p className={styles.chartScale} aria-hidden="true">
        {formatCount(top)}
      </p>
      <svg className={styles.chartPicture} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary}>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.chartAxis} />
        {days.map((d, i) => {
          const height = (d.count / top) * (HEIGHT - 4)
          return <rect key={d.date} x={i * bar + GAP / 2} y={HEIGHT - height} width={Math.max(1, bar - GAP)} height={height} className={styles.chartBar} />
        })}
      </svg>
      <p className={styles.chartDays} aria-hidden="true">
        <span>{first && formatDay(first)}</span>
        <span>{last && formatDay(last)}</span>
      </p>
      <details className={styles.chartValues}>
        <summary>Show the values</summary>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{title}, by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{noun.many[0]!.toUpperCase() + noun.many.slice(1)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDay(d.date)}</th>
                <td>{formatCount(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
