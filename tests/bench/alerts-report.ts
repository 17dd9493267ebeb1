import type { AlertsBenchResult } from './alerts.ts'
import { budgets, check, num, type DatabaseLabel, type Row } from './report.ts'

const s = (seconds: number) => `${seconds.toFixed(1)} s`

export function alertsRows(database: DatabaseLabel, a: AlertsBenchResult): Row[] {
  const built = a.matchSeconds + a.buildSeconds
  const again = a.again.matched + a.again.instant + a.again.digests + a.again.mailed
  return [
    {
      figure: `Saved search alerts, ${num(a.size.searches)} saved searches (${num(a.members)} members) and ${num(a.size.vacancies)} new vacancies, ${database}: every digest built (matching + digests)`,
      measured: `${s(built)} (matching ${s(a.matchSeconds)}: ${num(a.digestItems)} digest items, ${num(a.instant)} 'at once' alerts; digests ${s(a.buildSeconds)}: ${num(a.digests)})`,
      budget: `≤ ${budgets.alertsDigestsS[database]} s`,
      verdict: check(built <= budgets.alertsDigestsS[database]),
    },
    {
      figure: `The same, every digest's mail composed (${num(a.mails)} mails), peak memory of the job's process`,
      measured: `${s(a.composeSeconds)}, peak RSS ${num(Math.round(a.peakRssMb))} MB (heap ${num(Math.round(a.peakHeapMb))} MB)`,
      budget: '—',
      verdict: 'info',
    },
    {
      figure: `The same: an item mailed to a member twice / anything told or mailed by a second run of the job`,
      measured: `${num(a.duplicates)} / ${num(again)}`,
      budget: '0 / 0',
      verdict: check(a.duplicates === 0 && again === 0),
    },
  ]
}
