import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Json<T> = ColumnType<T, string, string>

export interface AppMetaTable {
  key: string
  value: string
  updated_at: UpdatedAt
}

export interface FilesTable {
  id: Generated<string>
  path: string
  mime_type: string
  size_bytes: number
  alt: Generated<string>
  created_at: CreatedAt
}

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

export interface MenuItemsTable {
  slug: string
  menu_title: string
  position: number
  visible: Generated<boolean>
}

export interface PagesTable {
  slug: string
  title: string
  content: string
  updated_at: UpdatedAt
}

export interface SectionsTable {
  slug: string
  heading: string
  text1: string | null
  text2: string | null
  text3: string | null
  point1_heading: string | null
  point1_text: string | null
  point2_heading: string | null
  point2_text: string | null
  point3_heading: string | null
  point3_text: string | null
  file_id: string | null
  poster_file_id: string | null
  updated_at: UpdatedAt
}

export interface CarouselSlidesTable {
  id: Generated<string>
  carousel: 'small-device' | 'large-device'
  file_id: string
  position: number
  link: string | null
}

export interface ServicesTable {
  id: Generated<number>
  slug: string
  tier: 'free' | 'premium'
  title: string
  text: string
  link: string
  icon_file_id: string | null
  position: number
}

export interface ContactInfoTable {
  id: Generated<number>
  address: string | null
  email: string | null
  phone: string | null
  whatsapp: string | null
  social_links: Json<{ network: string; url: string }[]>
  updated_at: UpdatedAt
}

export interface Database {
  app_meta: AppMetaTable
  files: FilesTable
  subjects: SubjectsTable
  qualifications: LookupTable
  professions: LookupTable
  countries: CountriesTable
  states: StatesTable
  menu_items: MenuItemsTable
  pages: PagesTable
  sections: SectionsTable
  carousel_slides: CarouselSlidesTable
  services: ServicesTable
  contact_info: ContactInfoTable
}

export type FileRow = Selectable<FilesTable>
export type NewSection = Insertable<SectionsTable>
export type NewService = Insertable<ServicesTable>
