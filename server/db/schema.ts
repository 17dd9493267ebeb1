import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { Role } from '../../contract/profile.ts'
import type { FeatureSlug, subscriptionStatuses } from '../../contract/plans.ts'

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

export type { Role }
export type EmailTokenPurpose = 'verify-email' | 'reset-password'
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export interface UsersTable {
  id: Generated<string>
  name: string
  email: string
  password_hash: string
  role: Generated<Role>
  email_verified_at: Date | null
  qualification_id: number | null
  profession_id: number | null
  bio: string | null
  image_file_id: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface UserSubjectsTable {
  user_id: string
  subject_id: number
}

export interface UserSettingsTable {
  user_id: string
  skills: Json<string[]>
  experience: Json<{ role: string; company: string; years: string }[]>
  education: Json<{ institution: string; degree: string; year: number }[]>
  licences: Json<{ name: string; issuer: string; year: number }[]>
  updated_at: UpdatedAt
}

export interface PrivateFilesTable {
  id: Generated<string>
  owner_id: string
  name: string
  mime_type: string
  size_bytes: number
  created_at: CreatedAt
}

export interface SessionsTable {
  id: Generated<string>
  user_id: string
  token_hash: Buffer
  created_at: CreatedAt
  last_seen_at: UpdatedAt
  expires_at: Date
}

export interface EmailTokensTable {
  id: Generated<string>
  user_id: string
  purpose: EmailTokenPurpose
  token_hash: Buffer
  created_at: CreatedAt
  expires_at: Date
  used_at: Date | null
}

export interface ActivitiesTable {
  id: Generated<number>
  user_id: string
  text: string
  created_at: CreatedAt
}

export interface NotificationsTable {
  id: Generated<string>
  user_id: string
  title: string
  text: string
  link: string | null
  created_at: CreatedAt
  read_at: Date | null
}

export interface PlansTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  duration_months: number | null
  price_minor: number
  currency: string
  is_free: Generated<boolean>
  position: Generated<number>
  created_at: CreatedAt
}

export interface PlanFeaturesTable {
  plan_id: number
  feature: FeatureSlug
}

export interface SubscriptionsTable {
  id: Generated<string>
  user_id: string
  plan_id: number
  status: SubscriptionStatus
  start_date: Date
  end_date: Date
  created_at: CreatedAt
}

export interface PublishersTable {
  id: Generated<number>
  slug: string
  title: string
}

export interface JournalIndexesTable {
  id: Generated<number>
  slug: string
  title: string
  position: Generated<number>
}

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
  users: UsersTable
  user_subjects: UserSubjectsTable
  user_settings: UserSettingsTable
  private_files: PrivateFilesTable
  sessions: SessionsTable
  email_tokens: EmailTokensTable
  activities: ActivitiesTable
  notifications: NotificationsTable
  plans: PlansTable
  plan_features: PlanFeaturesTable
  subscriptions: SubscriptionsTable
  publishers: PublishersTable
  journal_indexes: JournalIndexesTable
  journals: JournalsTable
  journal_subjects: JournalSubjectsTable
  journal_indexings: JournalIndexingsTable
  journal_catalogue: JournalCatalogueTable
}

export type FileRow = Selectable<FilesTable>
export type NewSection = Insertable<SectionsTable>
export type NewService = Insertable<ServicesTable>
