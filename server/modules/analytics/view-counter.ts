import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { ViewBeacon } from '../../../contract/analytics.ts'
import type { Database } from '../../db/schema.ts'
import { dateOf } from '../../lib/days.ts'
import { createBatchWriter, type AnalyticsLog } from './batch-writer.ts'
import { createDailySalts, visitorOf } from './daily-salt.ts'
import { createAnalyticsRepository, type ViewRow } from './repository.ts'
import { browserLabels } from './user-agent.ts'

/**
 * Beacons as the endpoint takes them, three strings each, one after another: the body as sent, the client's address
 * (request.ip, which follows TRUST_PROXY) and its User-Agent. Flat, so that a batch crosses to the counter's thread
 * as one array of strings.
 */
export type ViewReports = string[]

function beaconOf(body: string) {
  try {
    const result = v.safeParse(ViewBeacon, JSON.parse(body))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

/**
 * Screen views counted from beacons and written in batches (docs/decisions/0035): a body that is no beacon, or a bot,
 * is dropped; a view keeps the day, the visitor's daily hash, the screen, the referring host and two labels of the
 * User-Agent, never the address or the User-Agent itself. Runs in a thread of its own (view-counter-worker.ts).
 */
export function createViewCounter({ db, site, log }: { db: Kysely<Database>; site: string; log: AnalyticsLog }) {
  const repo = createAnalyticsRepository(db)
  const salts = createDailySalts(repo, log)
  const views = createBatchWriter<ViewRow>({ name: 'views', write: repo.insertViews, log })

  function count(body: string, address: string, userAgent: string) {
    const beacon = beaconOf(body)
    const labels = beacon && browserLabels(userAgent)
    if (!labels) return
    const day = dateOf(new Date())
    const from = beacon.referrer?.toLowerCase()
    // A move from one screen to another of this site is no referral.
    const row = (salt: Buffer): ViewRow => ({ day, visitor: visitorOf(salt, site, address, userAgent), screen: beacon.screen, referrer: from && from !== site ? from : null, ...labels })
    const salt = salts.cached(day)
    if (salt) views.add(row(salt))
    // The day's first views wait for its salt; the salts log a failure once, not per view.
    else salts.load(day).then((salt) => views.add(row(salt)), () => undefined)
  }

  return {
    add(reports: ViewReports) {
      for (let i = 0; i + 2 < reports.length; i += 3) count(reports[i]!, reports[i + 1]!, reports[i + 2]!)
    },

    /** Resolves once every view added so far is written. */
    async flush() {
      await salts.settled()
      await views.flush()
    },

    /** Writes what waits and stops. */
    async close() {
      await salts.settled()
      await views.close()
    },
  }
}
