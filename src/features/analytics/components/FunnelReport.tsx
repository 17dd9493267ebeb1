import { formatCount } from '../../../lib/figures.ts'
import { DailyChart } from '../../../ui/DailyChart.tsx'
import { useFunnelReport } from '../api/analytics.ts'
import { listLinks } from '../links.ts'
import { daysIn, type DayRange } from '../range.ts'
import { changeText, formatPercent } from '../texts.ts'
import * as styles from './Analytics.css.ts'
import { CountLink, Report } from './parts.tsx'

type Step = 'visitors' | 'signUps' | 'verified' | 'purchased'
const stepLabels: Record<Step, string> = { visitors: 'Visitors', signUps: 'Signed up', verified: 'Verified their email', purchased: 'Made a first purchase' }
/** What each step's rate is a share of: the step before. */
const shareOf: Record<Step, string> = { visitors: '', signUps: 'of visitors', verified: 'of sign-ups', purchased: 'of verified members' }

/** From visitor to sign-up to verified to first purchase, with the share of the step before that reached each. */
export function FunnelReport({ range }: { range: DayRange }) {
  const days = daysIn(range)
  return (
    <Report report="funnel" range={range} query={useFunnelReport(range)}>
      {(d) => {
        const verified = new Map(d.verifiedSignUps.map((day) => [day.date, day.value]))
        return (
          <>
            <ol className={styles.steps}>
              {d.steps.map(({ step, count, previous, rate }, i) => (
                <li key={step} className={styles.step}>
                  <span className={styles.muted}>{stepLabels[step]}</span>
                  <span className={styles.stepCount}>
                    {step === 'signUps' ? (
                      <CountLink link={listLinks.signUps(range)} hint="see who joined in these dates in User Management">
                        {formatCount(count)}
                      </CountLink>
                    ) : (
                      formatCount(count)
                    )}
                  </span>
                  {i > 0 && (
                    <>
                      <span className={styles.stepRate}>{rate === null ? 'No rate: nobody reached the step before' : `${formatPercent(rate)} ${shareOf[step]}`}</span>
                      <span className={styles.rateBar} aria-hidden="true">
                        <span className={styles.rateFill} style={{ display: 'block', width: `${Math.min(100, (rate ?? 0) * 100)}%` }} />
                      </span>
                    </>
                  )}
                  <span className={styles.muted}>{changeText({ current: count, previous }, days)}</span>
                </li>
              ))}
            </ol>
            <DailyChart
              title="Sign-ups per day"
              days={d.signUps.map((day) => ({ date: day.date, signUps: day.value, verified: verified.get(day.date) ?? 0 }))}
              series={[
                { key: 'signUps', noun: { one: 'sign-up', many: 'sign-ups' } },
                { key: 'verified', noun: { one: 'verified sign-up', many: 'verified sign-ups' } },
              ]}
            />
          </>
        )
      }}
    </Report>
  )
}
