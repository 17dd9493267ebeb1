import * as v from 'valibot'
import { idParam, plainText, requiredText } from './admin-fields.ts'
import { envelope, messages, PageParam, pagedResponse } from './common.ts'
import { enquiryStatuses, queryStatuses, type EnquiryStatus } from './enquiry-statuses.ts'
import { SearchText } from './search.ts'

// Enquiries Management (writing-service enquiries, their status and staff's notes, and the list of services
// they choose from) and Queries Management (contact messages and staff's replies by mail).

export const ADMIN_ENQUIRIES_PAGE_SIZE = 20
export const NOTE_MAX_LENGTH = 2000
export const REPLY_MAX_LENGTH = 5000
export const SERVICE_TITLE_MAX_LENGTH = 120

export { enquiryStatuses, queryStatuses, type EnquiryStatus, type QueryStatus } from './enquiry-statuses.ts'
export const enquiryStatusTitles: Record<EnquiryStatus, string> = { new: 'New', 'in-progress': 'In progress', quoted: 'Quoted', closed: 'Closed' }


const statusMessage = 'Status is new, in-progress, quoted or closed'
const written = (label: string, max: number) =>
  v.pipe(plainText(label, max), v.check((text) => text.length > 0, messages.required))

export const AdminEnquiryParams = v.object({ id: idParam('Enquiry id must be a number') })
export const AdminQueryParams = v.object({ id: idParam('Query id must be a number') })
export const AdminServiceParams = v.object({ id: idParam('Service id must be a number') })

export const AdminEnquiryListQuery = v.object({
  page: PageParam,
  /** Part of a reference, name, email, phone or service, in any case. */
  search: v.optional(SearchText),
  status: v.optional(v.picklist(enquiryStatuses, statusMessage)),
  /** `true`: only the enquiries for services marked as thesis help (Thesis Management). */
  thesis: v.optional(v.pipe(v.picklist(['true'], 'thesis is true or left out'), v.transform(() => true))),
})

export const AdminQueryListQuery = v.object({
  page: PageParam,
  /** Part of a name, email or message, in any case. */
  search: v.optional(SearchText),
  status: v.optional(v.picklist(queryStatuses, 'Status is open or answered')),
})

/** What staff wrote, and who and when. */
export const StaffText = v.object({ id: v.number(), text: v.string(), author: v.nullable(v.string()), createdAt: v.string() })
export type StaffText = v.InferOutput<typeof StaffText>

export const AdminEnquiry = v.object({
  id: v.number(),
  reference: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  /** The phone in E.164 when it parsed, for a tel: link. */
  phoneE164: v.nullable(v.string()),
  service: v.object({ id: v.number(), title: v.string() }),
  status: v.picklist(enquiryStatuses),
  createdAt: v.string(),
  notes: v.array(StaffText),
})
export type AdminEnquiry = v.InferOutput<typeof AdminEnquiry>
export const AdminEnquiryListResponse = pagedResponse('enquiries', AdminEnquiry)
export const AdminEnquiryResponse = envelope(AdminEnquiry)

export const EnquiryStatusBody = v.object({ status: v.picklist(enquiryStatuses, statusMessage) })
export const NoteBody = v.object({ text: written('Note', NOTE_MAX_LENGTH) })
export type NoteBody = v.InferInput<typeof NoteBody>

export const AdminWritingService = v.object({ id: v.number(), title: v.string(), retired: v.boolean(), thesisHelp: v.boolean(), enquiries: v.number() })
export type AdminWritingService = v.InferOutput<typeof AdminWritingService>
export const AdminWritingServicesResponse = envelope(v.array(AdminWritingService))
export const AdminWritingServiceResponse = envelope(AdminWritingService)

export const ServiceBody = v.object({ title: requiredText('Title', SERVICE_TITLE_MAX_LENGTH) })
export type ServiceBody = v.InferInput<typeof ServiceBody>
export const ServicePatch = v.object({
  title: v.optional(ServiceBody.entries.title),
  retired: v.optional(v.boolean('Retired is true or false')),
  thesisHelp: v.optional(v.boolean('Thesis help is true or false')),
})
/** The services' new order: every id, once each. */
export const ServiceOrderBody = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number('Service id must be a number'), v.integer('Service id must be a number'), v.minValue(1, 'Service id must be a number')), 'Give the ids in order'),
    v.minLength(1, 'Give the ids in order'),
    v.maxLength(500, 'Give at most 500 ids'),
    v.check((ids) => new Set(ids).size === ids.length, 'Each service appears once'),
  ),
})

export const AdminQuery = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  message: v.string(),
  answeredAt: v.nullable(v.string()),
  createdAt: v.string(),
  replies: v.array(StaffText),
})
export type AdminQuery = v.InferOutput<typeof AdminQuery>
export const AdminQueryListResponse = pagedResponse('queries', AdminQuery)
export const AdminQueryResponse = envelope(AdminQuery)

export const ReplyBody = v.object({ text: written('Reply', REPLY_MAX_LENGTH) })
export type ReplyBody = v.InferInput<typeof ReplyBody>
export const AnsweredBody = v.object({ answered: v.boolean('Answered is true or false') })
