import type { Generated } from 'kysely'
import type { CreatedAt, UpdatedAt } from './columns.ts'

export type EnquiryStatus = 'new' | 'in-progress' | 'quoted' | 'closed'

export interface WritingServicesTable {
  id: Generated<number>
  title: string
  position: Generated<number>
  retired_at: Date | null
  /** Its enquiries are Thesis Management's too. */
  thesis_help: Generated<boolean>
  created_at: CreatedAt
}

export interface WritingEnquiriesTable {
  id: Generated<number>
  reference: string
  name: string
  email: string
  phone: string
  phone_e164: string | null
  service_id: number
  status: Generated<EnquiryStatus>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface WritingEnquiryNotesTable {
  id: Generated<number>
  enquiry_id: number
  author_id: string | null
  text: string
  created_at: CreatedAt
}

export interface ContactMessagesTable {
  id: Generated<number>
  name: string
  email: string
  message: string
  answered_at: Date | null
  created_at: CreatedAt
}

export interface ContactRepliesTable {
  id: Generated<number>
  message_id: number
  author_id: string | null
  text: string
  created_at: CreatedAt
}

/** The enquiries area's tables: writing-service enquiries and contact messages. */
export interface EnquiriesTables {
  writing_services: WritingServicesTable
  writing_enquiries: WritingEnquiriesTable
  writing_enquiry_notes: WritingEnquiryNotesTable
  contact_messages: ContactMessagesTable
  contact_replies: ContactRepliesTable
}
