import type { Generated } from 'kysely'
import type { Role } from '../../../contract/profile.ts'
import type { CreatedAt, Json, UpdatedAt } from './columns.ts'

export type { Role }
export type EmailTokenPurpose = 'verify-email' | 'reset-password'

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
  /** Set with the reason while staff keep the account suspended; `suspended_until` null is indefinitely. */
  suspended_at: Generated<Date | null>
  suspended_until: Generated<Date | null>
  suspension_reason: Generated<string | null>
  /** Set by a trigger whenever `role` changes: a new staff member's days to set up two-step sign-in count from it. */
  role_changed_at: Generated<Date>
  /** When the account was deleted (anonymised); null for a live one. */
  deleted_at: Generated<Date | null>
  /** False after 'No alert mail at all': no digest of saved searches is built for the member. */
  alert_mail: Generated<boolean>
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

export interface SessionsTable {
  id: Generated<string>
  user_id: string
  token_hash: Buffer
  created_at: CreatedAt
  last_seen_at: UpdatedAt
  expires_at: Date
  /** The browser's User-Agent when the session began, so the person can tell their devices apart. */
  user_agent: string | null
  /** When the holder last confirmed their password for a sensitive staff action (step-up). */
  stepped_up_at: Date | null
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

/** The account area's tables. */
export interface AccountTables {
  users: UsersTable
  user_subjects: UserSubjectsTable
  user_settings: UserSettingsTable
  sessions: SessionsTable
  email_tokens: EmailTokensTable
  activities: ActivitiesTable
}
