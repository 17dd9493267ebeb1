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

  /** The views of `reports` as rows of `day`, written in the writer's batches. */
  function write(day: string, salt: Buffer, reports: ViewReports) {
    for (let i = 0; i + 2 < reports.length; i += 3) {
      const address = reports[i + 1]!
      const userAgent = reports[i + 2]!
      const beacon = beaconOf(reports[i]!)
      const labels = beacon && browserLabels(userAgent)
      if (!labels) continue
      const from = beacon.referrer?.toLowerCase()
      // A move from one screen to another of this site is no referral.
      views.add({ day, visitor: visitorOf(salt, site, address, userAgent), screen: beacon.screen, referrer: from && from !== site ? from : null, ...labels })
    }
  }

  return {
    /**
     * One hand-over of beacons, all counted on the day it arrived: its beacons came within a few milliseconds of
     * each other. The day's first views wait for its salt; the salts log a failure once, not per view.
     */
    add(reports: ViewReports) {
      const day = dateOf(new Date())
      const salt = salts.cached(day)
      if (salt) write(day, salt, reports)
      else salts.load(day).then((salt) => write(day, salt, reports), () => undefined)
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
