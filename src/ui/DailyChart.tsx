import { useId } from 'react'
import { formatCount, formatDay } from '../lib/figures.ts'
import { visuallyHidden } from '../styles/utilities.css.ts'
import * as styles from './DailyChart.css.ts'

const WIDTH = 300
const HEIGHT = 100
const GAP = 2

/** One thing counted per day: the field of each day that holds it, and what it counts. */
export interface ChartSeries<K extends string> {
  key: K
  noun: { one: string; many: string }
}

export type ChartDay<K extends string> = { date: string } & Record<K, number>

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1)
const countOf = (n: number, noun: ChartSeries<string>['noun']) => `${formatCount(n)} ${n === 1 ? noun.one : noun.many}`

/**
 * Counts per day as bars, one or two side by side for each day, drawn by hand (a chart library would outweigh the
 * staff screens it is for). The picture is one image named by its summary; the values themselves are a table under
 * "Show the values" for every reader.
 */
export function DailyChart<K extends string>({ title, days, series }: { title: string; days: readonly ChartDay<K>[]; series: readonly ChartSeries<K>[] }) {
  const headingId = useId()
  const [lead] = series
  const totals = series.map((s) => days.reduce((sum, d) => sum + d[s.key], 0))
  const busiest = days.reduce<ChartDay<K> | undefined>((best, d) => (lead && (!best || d[lead.key] > best[lead.key]) ? d : best), undefined)
  const top = Math.max(1, ...days.flatMap((d) => series.map((s) => d[s.key])))
  const bar = WIDTH / Math.max(1, days.length)
  const gap = Math.min(GAP, bar / 4)
  const width = Math.max(0.5, (bar - gap) / Math.max(1, series.length))
  const first = days[0]?.date
  const last = days.at(-1)?.date
  const range = first && last ? ` from ${formatDay(first)} to ${formatDay(last)}` : ''
  const summary =
    !lead || !busiest || totals.every((total) => total === 0)
      ? `No ${series.map((s) => s.noun.many).join(' or ')}${range}.`
      : `${totals.map((total, i) => countOf(total, series[i]!.noun)).join(' and ')}${range}; the most${series.length > 1 ? ` ${lead.noun.many}` : ''}, ${formatCount(busiest[lead.key])}, on ${formatDay(busiest.date)}.`
  return (
    <section className={styles.chart} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.key}>
              <span className={styles.swatches[i % 2]} />
              {capital(s.noun.many)}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.scale} aria-hidden="true">
        {formatCount(top)}
      </p>
      <svg className={styles.picture} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary}>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.axis} />
        {days.map((d, i) =>
          series.map((s, j) => {
            const height = (d[s.key] / top) * (HEIGHT - 4)
            return <rect key={`${d.date}-${s.key}`} x={i * bar + gap / 2 + j * width} y={HEIGHT - height} width={width} height={height} className={styles.bars[j % 2]} />
          }),
        )}
      </svg>
      <p className={styles.days} aria-hidden="true">
        <span>{first && formatDay(first)}</span>
        <span>{last && formatDay(last)}</span>
      </p>
      <details className={styles.values}>
        <summary>Show the values</summary>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{title}, by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {capital(s.noun.many)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDay(d.date)}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatCount(d[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
