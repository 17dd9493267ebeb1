import type { ColumnType, Generated } from 'kysely'

/** A list members choose from, kept by staff in Category Management (migration 022). */
export interface LookupTable {
  id: Generated<number>
  /** Never changes, so addresses that name it keep working after a rename. */
  slug: string
  title: string
  position: Generated<number>
  /** When it stopped being offered for new records; records that have it keep it. */
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** The value that took its records when it was merged. */
  merged_into_id: ColumnType<number | null, number | null | undefined, number | null>
}

export interface SubjectsTable extends LookupTable {
  chip_position: number | null
}

export interface CountriesTable {
  id: Generated<number>
  iso2: string
  slug: string
  title: string
}

export interface StatesTable {
  id: Generated<number>
  country_id: number
  code: string
  slug: string
  title: string
}

/** The reference area's tables. */
export interface ReferenceTables {
  subjects: SubjectsTable
  qualifications: LookupTable
  professions: LookupTable
  countries: CountriesTable
  states: StatesTable
}
