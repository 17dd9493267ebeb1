import type { Generated } from 'kysely'
import type { CreatedAt, UpdatedAt } from './columns.ts'
import type { LookupTable } from './reference.ts'

export interface JournalsTable {
  id: Generated<number>
  slug: string
  title: string
  link: string | null
  impact_factor: number | null
  publisher_id: number | null
  issn_print: string | null
  issn_electronic: string | null
  country: string | null
  languages: Generated<string[]>
  open_access: Generated<boolean>
  has_apc: Generated<boolean>
  /** Minor units of `apc_currency`. */
  apc_amount_minor: number | null
  apc_currency: string | null
  licence: string | null
  review_process: string | null
  weeks_to_publication: number | null
  scope: Generated<string>
  keywords: Generated<string[]>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface JournalSubjectsTable {
  journal_id: number
  subject_id: number
}

export interface JournalIndexingsTable {
  journal_id: number
  index_id: number
}

export interface JournalCatalogueTable {
  id: Generated<number>
  version: Generated<number>
  changed_at: UpdatedAt
}

/** The journals area's tables. */
export interface JournalsTables {
  publishers: LookupTable
  journal_indexes: LookupTable
  journals: JournalsTable
  journal_subjects: JournalSubjectsTable
  journal_indexings: JournalIndexingsTable
  journal_catalogue: JournalCatalogueTable
}
