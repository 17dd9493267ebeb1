import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { SEARCH_WORDS_MAX, type AnalyticsScreen, type SearchArea } from '../../../contract/analytics.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { createBatchWriter } from './batch-writer.ts'
import { createDailySalts, visitorOf } from './daily-salt.ts'
import { createAnalyticsRepository, type SearchRow, type ViewRow } from './repository.ts'
import { browserLabels } from './user-agent.ts'

/** What the directories tell analytics: given to every area through the app's context. */
export interface SearchRecorder {
  /**
   * One directory search: call it for the first page of a search only (paging on is not a new search), with the words
   * as typed and how many results that page shows (0: the search found nothing). Words with no letter or digit are
   * not recorded. It never waits and never throws: the search's answer does not depend on it.
   */
  searched(area: SearchArea, words: string, results: number): void
}

/** A screen a browser reports, with what the request says about where it came from. */
export interface ViewReport {
  screen: AnalyticsScreen
  /** The referring site's host name, as the beacon gives it. */
  referrer?: string
  /** The client's address (request.ip, which follows TRUST_PROXY). */
  address: string
  userAgent: string
}

export interface Analytics extends SearchRecorder {
  /** Counts a screen view, unless it came from a bot; never waits and never throws. */
  viewed(view: ViewReport): void
  /** Resolves once everything reported so far is written: tests call it rather than wait for the writers' tick. */
  flush(): Promise<void>
  /** Writes what waits and stops: the app is closing. */
  close(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's collector, for tests that write what it holds with `flush()`. */
    analytics: Analytics
  }
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The words as kept: lower-cased, spaces and control characters as one space, trimmed, at most SEARCH_WORDS_MAX characters; null with none. */
export function searchWords(text: string) {
  const words = text.replace(/[\s\p{Cc}]+/gu, ' ').trim().toLowerCase()
  if (!/[\p{L}\p{N}]/u.test(words)) return null
  const characters = [...words]
  return characters.length > SEARCH_WORDS_MAX ? characters.slice(0, SEARCH_WORDS_MAX).join('').trimEnd() : words
}

/**
 * Screen views and directory searches, counted on this node in memory and written in batches (docs/decisions/0035).
 * With ANALYTICS off it takes every report and keeps none.
 */
export function createAnalytics({ db, config, log }: { db: Kysely<Database>; config: Pick<Config, 'publicUrl' | 'analytics'>; log: FastifyBaseLogger }): Analytics {
  const repo = createAnalyticsRepository(db)
  const salts = createDailySalts(repo, log)
  const views = createBatchWriter<ViewRow>({ name: 'views', write: repo.insertViews, log })
  const searches = createBatchWriter<SearchRow>({ name: 'searches', write: repo.insertSearches, log })
  const { enabled } = config.analytics
  const site = new URL(config.publicUrl).hostname.toLowerCase()

  return {
    viewed({ screen, referrer, address, userAgent }) {
      if (!enabled) return
      const labels = browserLabels(userAgent)
      if (!labels) return
      const day = utcDay(Date.now())
      const from = referrer?.toLowerCase()
      // A move from one screen to another of this site is no referral.
      const row = (salt: Buffer): ViewRow => ({ day, visitor: visitorOf(salt, site, address, userAgent), screen, referrer: from && from !== site ? from : null, ...labels })
      const salt = salts.cached(day)
      if (salt) views.add(row(salt))
      // The day's first views on this node wait for its salt; the salts log a failure once, not per view.
      else salts.load(day).then((salt) => views.add(row(salt)), () => undefined)
    },

    searched(area, words, results) {
      if (!enabled) return
      const kept = searchWords(words)
      if (kept) searches.add({ day: utcDay(Date.now()), area, words: kept, results })
    },

    async flush() {
      await salts.settled()
      await Promise.all([views.flush(), searches.flush()])
    },

    async close() {
      await salts.settled()
      await Promise.all([views.close(), searches.close()])
    },
  }
}
