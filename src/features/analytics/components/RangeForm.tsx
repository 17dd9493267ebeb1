import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { lastDays, presets, todayUtc, type RangeCheck } from '../range.ts'
import type { AnalyticsSearch } from '../search.ts'
import * as styles from './Analytics.css.ts'

/**
 * The range, kept in the address: two dates and Show, or one of the usual ranges up to today. What is wrong with
 * the dates in the address is said under the date to change.
 */
export function RangeForm({ search, check }: { search: AnalyticsSearch; check: RangeCheck }) {
  const [from, setFrom] = useState(check.range?.from ?? search.from ?? '')
  const [to, setTo] = useState(check.range?.to ?? search.to ?? '')
  const navigate = useNavigate()
  const today = todayUtc()
  return (
    <form
      className={styles.range}
      aria-label="Dates"
      onSubmit={(event) => {
        event.preventDefault()
        void navigate({ to: '/admin-dashboard/analytics', search: { ...search, from: from || undefined, to: to || undefined } })
      }}
    >
      <p className={styles.muted}>Whole days in UTC, both ends included; each figure is compared with the same number of days just before.</p>
      <div className={styles.rangeFields}>
        <TextField type="date" label="From" value={from} onValueChange={setFrom} error={check.errors?.from} />
        <TextField type="date" label="To" value={to} onValueChange={setTo} error={check.errors?.to} />
        <Button type="submit" className={styles.rangeSubmit}>
          Show
        </Button>
      </div>
      <ul className={styles.chips} aria-label="Usual ranges">
        {presets.map(({ days, label }) => {
          const range = lastDays(days, today)
          const chosen = check.range?.from === range.from && check.range.to === range.to
          return (
            <li key={days}>
              <ButtonLink to="/admin-dashboard/analytics" search={{ ...search, ...range }} variant={chosen ? 'primary' : 'outline'} size="sm" aria-current={chosen ? 'true' : undefined}>
                {label}
              </ButtonLink>
            </li>
          )
        })}
      </ul>
    </form>
  )
}
