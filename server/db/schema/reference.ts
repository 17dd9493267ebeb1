import type { Generated } from 'kysely'

export interface SubjectsTable {
  id: Generated<number>
  slug: string
  title: string
  chip_position: number | null
}

export interface LookupTable {
  id: Generated<number>
  slug: string
  title: string
  position: Generated<number>
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
