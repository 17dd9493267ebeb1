import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface EnquiryRecord {
  name: string
  email: string
  phone: string
  phoneE164: string | null
  serviceId: number
}

export function createEnquiriesRepository(db: Kysely<Database>) {
  return {
    /** The form's choices: the services not retired, in staff's order. */
    activeServices: () =>
      db.selectFrom('writing_services').select(['id', 'title']).where('retired_at', 'is', null).orderBy('position').orderBy('id').execute(),

    activeService: (id: number) =>
      db.selectFrom('writing_services').select(['id', 'title']).where('id', '=', id).where('retired_at', 'is', null).executeTakeFirst(),

    /** Stores the enquiry with the next reference, WS-<year>-<number>. */
    insertEnquiry: (record: EnquiryRecord) =>
      db
        .insertInto('writing_enquiries')
        .values({
          reference: sql<string>`'WS-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('writing_enquiry_numbers')::text, 6, '0')`,
          name: record.name,
          email: record.email,
          phone: record.phone,
          phone_e164: record.phoneE164,
          service_id: record.serviceId,
        })
        .returning(['id', 'reference'])
        .executeTakeFirstOrThrow(),

    insertContact: (message: { name: string; email: string; message: string }) =>
      db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow(),

    /** Where staff mail goes without STAFF_EMAIL: everyone who can sign in and handles enquiries. */
    async adminEmails() {
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.slug', 'u.role')
        .select('u.email')
        .where(sql<boolean>`'enquiries.handle' = ANY(r.permissions)`)
        .where('u.email_verified_at', 'is not', null)
        .orderBy('u.email')
        .execute()
      return rows.map((row) => row.email)
    },
  }
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>
