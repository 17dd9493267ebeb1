import { sql, type Kysely } from 'kysely'
import { ADMIN_ENQUIRIES_PAGE_SIZE, type EnquiryStatus, type QueryStatus } from '../../../contract/admin-enquiries.ts'
import { whereContains } from '../../db/full-text.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

/** Staff's notes or replies on one row, oldest first, with their author's name; an empty list for none. */
const staffTexts = (table: 'writing_enquiry_notes' | 'contact_replies', key: 'enquiry_id' | 'message_id', row: string) =>
  sql<{ id: number; text: string; author: string | null; createdAt: string }[]>`COALESCE((
    SELECT json_agg(json_build_object('id', t.id, 'text', t.text, 'author', u.name, 'createdAt', t.created_at) ORDER BY t.created_at, t.id)
    FROM ${sql.table(table)} t LEFT JOIN users u ON u.id = t.author_id
    WHERE t.${sql.ref(key)} = ${sql.ref(row)}), '[]'::json)`

export function createAdminEnquiriesRepository(db: Kysely<Database>) {
  const enquiries = () =>
    db
      .selectFrom('writing_enquiries as e')
      .innerJoin('writing_services as s', 's.id', 'e.service_id')
      .select(['e.id', 'e.reference', 'e.name', 'e.email', 'e.phone', 'e.phone_e164', 'e.status', 'e.created_at', 'e.service_id', 's.title as service_title'])
      .select(staffTexts('writing_enquiry_notes', 'enquiry_id', 'e.id').as('notes'))

  const queries = () =>
    db
      .selectFrom('contact_messages as m')
      .select(['m.id', 'm.name', 'm.email', 'm.message', 'm.answered_at', 'm.created_at'])
      .select(staffTexts('contact_replies', 'message_id', 'm.id').as('replies'))

  return {
    /** Newest first; `search` is part of a reference, name, email, phone or service, in any case. */
    enquiryPage(filters: { search?: string; status?: EnquiryStatus; thesis?: boolean }, page: number) {
      let query = enquiries()
      if (filters.status) query = query.where('e.status', '=', filters.status)
      if (filters.thesis) query = query.where('s.thesis_help', '=', true)
      query = whereContains(query, filters.search, ['e.reference', 'e.name', 'e.email', 'e.phone', 's.title'])
      return selectPage(query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc'), page, ADMIN_ENQUIRIES_PAGE_SIZE)
    },

    enquiry: (id: number) => enquiries().where('e.id', '=', id).executeTakeFirst(),

    async setStatus(id: number, status: EnquiryStatus) {
      return Boolean(await db.updateTable('writing_enquiries').set({ status, updated_at: new Date() }).where('id', '=', id).returning('id').executeTakeFirst())
    },

    async addNote(enquiryId: number, authorId: string, text: string) {
      const exists = await db.selectFrom('writing_enquiries').select('id').where('id', '=', enquiryId).executeTakeFirst()
      if (!exists) return false
      await db.insertInto('writing_enquiry_notes').values({ enquiry_id: enquiryId, author_id: authorId, text }).execute()
      return true
    },

    /** Every service, retired ones too, in the form's order, with how many enquiries chose each. */
    services: () =>
      db
        .selectFrom('writing_services as s')
        .select(['s.id', 's.title', 's.retired_at', 's.thesis_help'])
        .select(sql<number>`(SELECT count(*) FROM writing_enquiries e WHERE e.service_id = s.id)::int`.as('enquiries'))
        .orderBy('s.position')
        .orderBy('s.id'),

    /** A new service goes last. */
    insertService: (title: string) =>
      db
        .insertInto('writing_services')
        .values({ title, position: sql<number>`(SELECT COALESCE(max(position), -1) + 1 FROM writing_services)` })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** False when there is no such service; an edit that changes nothing only looks for it. */
    async updateService(id: number, changes: { title?: string; retired?: boolean; thesisHelp?: boolean }) {
      const values = {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.thesisHelp !== undefined ? { thesis_help: changes.thesisHelp } : {}),
        ...(changes.retired !== undefined ? { retired_at: changes.retired ? sql<Date>`COALESCE(retired_at, now())` : null } : {}),
      }
      const row = Object.keys(values).length
        ? await db.updateTable('writing_services').set(values).where('id', '=', id).returning('id').executeTakeFirst()
        : await db.selectFrom('writing_services').select('id').where('id', '=', id).executeTakeFirst()
      return Boolean(row)
    },

    serviceIds: async () => (await db.selectFrom('writing_services').select('id').execute()).map((row) => row.id),

    async reorderServices(ids: number[]) {
      await inTransaction(db, async (trx) => {
        for (const [position, id] of ids.entries()) await trx.updateTable('writing_services').set({ position }).where('id', '=', id).execute()
      })
    },

    /** Newest first; `search` is part of a name, email or message, in any case. */
    queryPage(filters: { search?: string; status?: QueryStatus }, page: number) {
      let query = queries()
      if (filters.status === 'open') query = query.where('m.answered_at', 'is', null)
      if (filters.status === 'answered') query = query.where('m.answered_at', 'is not', null)
      query = whereContains(query, filters.search, ['m.name', 'm.email', 'm.message'])
      return selectPage(query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'), page, ADMIN_ENQUIRIES_PAGE_SIZE)
    },

    query: (id: number) => queries().where('m.id', '=', id).executeTakeFirst(),

    /** Records a reply staff mailed, and marks the message answered. */
    async addReply(messageId: number, authorId: string, text: string) {
      await inTransaction(db, async (trx) => {
        await trx.insertInto('contact_replies').values({ message_id: messageId, author_id: authorId, text }).execute()
        await trx.updateTable('contact_messages').set({ answered_at: sql<Date>`COALESCE(answered_at, now())` }).where('id', '=', messageId).execute()
      })
    },

    async setAnswered(id: number, answered: boolean) {
      const row = await db
        .updateTable('contact_messages')
        .set({ answered_at: answered ? sql<Date>`COALESCE(answered_at, now())` : null })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
      return Boolean(row)
    },
  }
}

export type AdminEnquiriesRepository = ReturnType<typeof createAdminEnquiriesRepository>
export type AdminEnquiryRow = NonNullable<Awaited<ReturnType<AdminEnquiriesRepository['enquiry']>>>
export type AdminQueryRow = NonNullable<Awaited<ReturnType<AdminEnquiriesRepository['query']>>>
