import type { Generated, Insertable } from 'kysely'
import type { Json, UpdatedAt } from './columns.ts'

export interface AppMetaTable {
  key: string
  value: string
  updated_at: UpdatedAt
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
  description: Generated<string>
  content: string
  updated_at: UpdatedAt
}

export type ContentKind = 'page' | 'section'

/** The one unpublished version of a page or section; `fields` as the admin API names them. */
export interface ContentDraftsTable {
  kind: ContentKind
  slug: string
  fields: Json<Record<string, unknown>>
  updated_by: string | null
  updated_at: UpdatedAt
}

/** Every published version of a page or section. */
export interface ContentRevisionsTable {
  id: Generated<number>
  kind: ContentKind
  slug: string
  fields: Json<Record<string, unknown>>
  published_by: string | null
  published_by_name: string
  published_at: Generated<Date>
}

/** A page's earlier address and the page it now names. */
export interface PageRedirectsTable {
  old_slug: string
  slug: string
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
  /** What the image shows, for people who cannot see it, in this slide's words. */
  alt: Generated<string>
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

/** The content area's tables. */
export interface ContentTables {
  app_meta: AppMetaTable
  menu_items: MenuItemsTable
  pages: PagesTable
  content_drafts: ContentDraftsTable
  content_revisions: ContentRevisionsTable
  page_redirects: PageRedirectsTable
  sections: SectionsTable
  carousel_slides: CarouselSlidesTable
  services: ServicesTable
  contact_info: ContactInfoTable
}

export type NewSection = Insertable<SectionsTable>
export type NewService = Insertable<ServicesTable>
