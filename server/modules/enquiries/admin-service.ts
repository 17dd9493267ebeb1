import type { FastifyBaseLogger } from 'fastify'
import type { AdminEnquiry, AdminQuery, AdminWritingService, EnquiryStatus, QueryStatus, StaffText } from '../../../contract/admin-enquiries.ts'
import { invalid, notFound } from '../../http/errors.ts'
import { sendInBackground, type Mailer } from '../../mail/mailer.ts'
import type { SessionUser } from '../../core/auth/sessions.ts'
import type { AdminEnquiriesRepository, AdminEnquiryRow, AdminQueryRow } from './admin-repository.ts'
import { contactReplyEmail } from './emails.ts'

const texts = (rows: StaffText[]) => rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))

const adminEnquiry = (row: AdminEnquiryRow): AdminEnquiry => ({
  id: row.id,
  reference: row.reference,
  name: row.name,
  email: row.email,
  phone: row.phone,
  phoneE164: row.phone_e164,
  service: { id: row.service_id, title: row.service_title },
  status: row.status,
  createdAt: row.created_at.toISOString(),
  notes: texts(row.notes),
})

const adminQuery = (row: AdminQueryRow): AdminQuery => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  answeredAt: row.answered_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  replies: texts(row.replies),
})

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'
const titleTaken = () => invalid([{ path: 'title', message: 'A service with this title exists already' }])

export function createAdminEnquiriesService({ repo, mailer, publicUrl, log }: { repo: AdminEnquiriesRepository; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }) {
  async function enquiry(id: number) {
    const row = await repo.enquiry(id)
    if (!row) throw notFound('Enquiry not found')
    return adminEnquiry(row)
  }

  async function query(id: number) {
    const row = await repo.query(id)
    if (!row) throw notFound('Query not found')
    return adminQuery(row)
  }

  async function services(): Promise<AdminWritingService[]> {
    const rows = await repo.services().execute()
    return rows.map((row) => ({ id: row.id, title: row.title, retired: row.retired_at !== null, thesisHelp: row.thesis_help, enquiries: row.enquiries }))
  }

  async function service(id: number) {
    const found = (await services()).find((s) => s.id === id)
    if (!found) throw notFound('Service not found')
    return found
  }

  /** A title another service has (in any case) is a field message, not a server error. */
  async function savingTitle<T>(work: () => Promise<T>) {
    try {
      return await work()
    } catch (err) {
      if (isUniqueViolation(err)) throw titleTaken()
      throw err
    }
  }

  return {
    enquiry,
    query,
    services,

    async enquiryPage(filters: { search?: string; status?: EnquiryStatus; thesis?: boolean }, page: number) {
      const { items, hasMore } = await repo.enquiryPage(filters, page)
      return { enquiries: items.map(adminEnquiry), hasMore }
    },

    async setStatus(id: number, status: EnquiryStatus) {
      if (!(await repo.setStatus(id, status))) throw notFound('Enquiry not found')
      return enquiry(id)
    },

    async addNote(staff: SessionUser, id: number, text: string) {
      if (!(await repo.addNote(id, staff.id, text))) throw notFound('Enquiry not found')
      return enquiry(id)
    },

    async createService(title: string) {
      const { id } = await savingTitle(() => repo.insertService(title))
      return service(id)
    },

    async updateService(id: number, changes: { title?: string; retired?: boolean; thesisHelp?: boolean }) {
      if (!(await savingTitle(() => repo.updateService(id, changes)))) throw notFound('Service not found')
      return service(id)
    },

    /** The whole list's new order: every service once, so no two end up in the same place. */
    async reorderServices(ids: number[]) {
      const known = await repo.serviceIds()
      if (ids.length !== known.length || !known.every((id) => ids.includes(id))) {
        throw invalid([{ path: 'ids', message: 'Give every service once, in the new order' }])
      }
      await repo.reorderServices(ids)
      return services()
    },

    async queryPage(filters: { search?: string; status?: QueryStatus }, page: number) {
      const { items, hasMore } = await repo.queryPage(filters, page)
      return { queries: items.map(adminQuery), hasMore }
    },

    /** Mails the reply to the sender, records it under the staff member's name and marks the message answered. */
    async reply(staff: SessionUser, id: number, text: string) {
      const message = await query(id)
      await repo.addReply(id, staff.id, text)
      sendInBackground(mailer, { ...contactReplyEmail({ ...message, reply: text }, publicUrl), to: message.email }, log)
      return query(id)
    },

    async setAnswered(id: number, answered: boolean) {
      if (!(await repo.setAnswered(id, answered))) throw notFound('Query not found')
      return query(id)
    },
  }
}

export type AdminEnquiriesService = ReturnType<typeof createAdminEnquiriesService>
