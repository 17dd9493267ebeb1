import type { Kysely } from 'kysely'
import type { SearchArea } from '../../contract/analytics.ts'
import type { Database } from '../db/schema.ts'

// Services one area provides to the others. They are declared here, beside the context that carries them, so an
// area that uses one depends on the core alone, never on the area behind it.

/** What the directories tell analytics (the analytics area counts them). */
export interface SearchRecorder {
  /**
   * One directory search: call it for the first page of a search only (paging on is not a new search), with the words
   * as typed and how many results that page shows (0: the search found nothing). Words with no letter or digit are
   * not recorded. It never waits and never throws: the search's answer does not depend on it.
   */
  searched(area: SearchArea, words: string, results: number): void
}

/** One notification for one member, pushed to each of their devices: `url` is a path in the app, `tag` groups updates. */
export interface PushMessage {
  userId: string
  title: string
  body: string
  url: string
  tag: string
}

/** Web Push to members' devices (the push area sends them). */
export interface PushQueue {
  /** Queues the messages in the caller's transaction, so a notification goes out only with the news it tells. */
  enqueue(trx: Kysely<Database>, messages: PushMessage[]): Promise<void>
}
