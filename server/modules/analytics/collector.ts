import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { SEARCH_WORDS_MAX } from '../../../contract/analytics.ts'
import type { SearchRecorder } from '../../core/ports.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { dateOf } from '../../lib/days.ts'
import { createBatchWriter } from './batch-writer.ts'
import { createAnalyticsRepository, type SearchRow } from './repository.ts'
import { createViewCounterThread } from './view-counter-thread.ts'


/** A beacon as the endpoint took it, not yet read: the counter's thread reads it. */
export interface ViewReport {
  /** The request's body as sent. */
  body: string
  /** The client's address (request.ip, which follows TRUST_PROXY). */
  address: string
  userAgent: string
}

export interface Analytics extends SearchRecorder {
  /** Counts a screen view, unless the body is no beacon or it came from a bot; never waits and never throws. */
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

/**
 * The words as kept: lower-cased, spaces and control characters as one space, trimmed, at most SEARCH_WORDS_MAX
 * characters; null with none. Half a surrogate pair (a JSON body may hold one) becomes U+FFFD, as UTF-8 would have it:
 * the batch's JSON would carry it as an escape the database refuses, losing every search in the batch.
 */
export function searchWords(text: string) {
  const words = text.replace(/\p{Cs}/gu, '\uFFFD').replace(/[\s\p{Cc}]+/gu, ' ').trim().toLowerCase()
  if (!/[\p{L}\p{N}]/u.test(words)) return null
  const characters = [...words]
  return characters.length > SEARCH_WORDS_MAX ? characters.slice(0, SEARCH_WORDS_MAX).join('').trimEnd() : words
}

/**
 * Screen views and directory searches, counted on this node in memory and written in batches (docs/decisions/0035):
 * views in a thread of their own, searches (one per search request) here. With ANALYTICS off it takes every report
 * and keeps none.
 */
export function createAnalytics({ db, connectionString, config, log }: { db: Kysely<Database>; connectionString: string; config: Pick<Config, 'publicUrl' | 'analytics'>; log: FastifyBaseLogger }): Analytics {
  const searches = createBatchWriter<SearchRow>({ name: 'searches', write: createAnalyticsRepository(db).insertSearches, log })
  const views = createViewCounterThread({ connectionString, site: new URL(config.publicUrl).hostname.toLowerCase(), log })
  const { enabled } = config.analytics

  return {
    viewed({ body, address, userAgent }) {
      if (enabled) views.add(body, address, userAgent)
    },

    searched(area, words, results) {
      if (!enabled) return
      const kept = searchWords(words)
      if (kept) searches.add({ day: dateOf(new Date()), area, words: kept, results })
    },

    async flush() {
      await Promise.all([views.flush(), searches.flush()])
    },

    async close() {
      await Promise.all([views.close(), searches.close()])
    },
  }
}
