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
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** The saved searches area's tables. */
export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable
}
