import type { ColumnType, Generated } from 'kysely'
import type { SavedKind } from '../../../contract/saved-items.ts'
import type { CreatedAt } from './columns.ts'

export interface SavedItemsTable {
  id: Generated<number>
  user_id: string
  kind: SavedKind
  /** One of these is set, the one `kind` names. */
  vacancy_id: number | null
  event_id: number | null
  journal_id: number | null
  expert_id: string | null
  post_id: string | null
  template_id: string | null
  saved_at: CreatedAt
}

export interface SavedEventFeedsTable {
  user_id: string
  token: ColumnType<string, string, string>
  created_at: CreatedAt
}

/** The saved items area's tables. */
export interface SavedItemsTables {
  saved_items: SavedItemsTable
  saved_event_feeds: SavedEventFeedsTable
}
