import type { ColumnType, Generated } from 'kysely'
import type { SavedSearchAlert, SavedSearchArea } from '../../../contract/saved-searches.ts'
import type { CreatedAt, Json, UpdatedAt } from './columns.ts'

export interface SavedSearchesTable {
  id: Generated<string>
  user_id: string
  name: string
  area: SavedSearchArea
  /** The filters as the directory's list takes them (contract/saved-searches.ts `savedSearchFilters`). */
  filters: Json<Record<string, unknown>>
  alert: ColumnType<SavedSearchAlert, SavedSearchAlert | undefined, SavedSearchAlert>
  /** The search's words as a tsquery (`searchQuery`), for matching new items; null without words. */
  match_query: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type AlertArea = 'vacancies' | 'events' | 'community'
export type DigestCadence = 'daily' | 'weekly'

/** Items made public, once each: waiting for the matching job until `matched_at`. */
export interface AlertQueueTable {
  id: Generated<number>
  area: AlertArea
  vacancy_id: number | null
  event_id: number | null
  post_id: string | null
  queued_at: CreatedAt
  matched_at: Date | null
}

export interface AlertDigestsTable {
  id: Generated<number>
  user_id: string
  cadence: DigestCadence
  searches: string[]
  created_at: CreatedAt
  sent_at: Date | null
}

/** One item of an `alert_matches` row: the item's id under its area's column, and the member's searches that found it. */
export type AlertMatchItem = ({ vacancy_id: number } | { event_id: number } | { post_id: string }) & { searches: string[] }

/** What one run of the job found for a member's searches of one cadence, waiting for (or taken by) a digest. */
export interface AlertMatchesTable {
  id: Generated<number>
  user_id: string
  cadence: DigestCadence
  items: Json<AlertMatchItem[]>
  matched_at: CreatedAt
  digest_id: number | null
}

export interface SigningKeysTable {
  name: string
  key: Buffer
}

/** The saved searches area's tables. */
export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable
  alert_queue: AlertQueueTable
  alert_digests: AlertDigestsTable
  alert_matches: AlertMatchesTable
  signing_keys: SigningKeysTable
}
