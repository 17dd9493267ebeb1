import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdminEnquiryListResponse,
  AdminEnquiryResponse,
  AdminQueryListResponse,
  AdminQueryResponse,
  AdminWritingServiceResponse,
  AdminWritingServicesResponse,
} from '../../../contract/admin-enquiries.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createContactMessage, createWritingEnquiry, createWritingService } from '../../seed/factories/enquiries.ts'
import { searchable, unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ApiClient
let adminName: string
let service: { id: number; title: string }
beforeAll(async () => {
  // The services' order is one list for the whole site: on the shared database, other files add to it mid-test.
  t = await createTestApp({ ownDatabase: true })
  const signedIn = await t.signIn({ role: 'admin' })
  admin = signedIn.api
  adminName = signedIn.name
  service = await createWritingService(t.db, { title: unique('Manuscript formatting') })
})
afterAll(() => t.close())

const enquiryRow = (id: number) => t.db.selectFrom('writing_enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const noteCount = async (id: number) => (await t.db.selectFrom('writing_enquiry_notes').select('id').where('enquiry_id', '=', id).execute()).length
const queryRow = (id: number) => t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const replyCount = async (id: number) => (await t.db.selectFrom('contact_replies').select('id').where('message_id', '=', id).execute()).length

describe('who may manage enquiries and queries', () => {
  it('is the admin role only, for every call, and nothing changes for anyone else', async () => {
    const enquiry = await createWritingEnquiry(t.db, service.id)
    const query = await createContactMessage(t.db)
    await expectAdminOnly(
      t,
      [
        ['GET', '/api/admin/enquiries'],
        ['GET', `/api/admin/enquiries/${enquiry.id}`],
        ['PATCH', `/api/admin/enquiries/${enquiry.id}`],
        ['POST', `/api/admin/enquiries/${enquiry.id}/notes`],
        ['GET', '/api/admin/writing-services'],
        ['POST', '/api/admin/writing-services'],
        ['PATCH', `/api/admin/writing-services/${service.id}`],
        ['GET', '/api/admin/queries'],
        ['GET', `/api/admin/queries/${query.id}`],
        ['PATCH', `/api/admin/queries/${query.id}`],
        ['POST', `/api/admin/queries/${query.id}/replies`],
      ],
      { status: 'closed', text: 'Hello', title: unique('Intruder service'), answered: true },
    )
    expect(await enquiryRow(enquiry.id)).toMatchObject({ status: 'new' })
    expect(await noteCount(enquiry.id)).toBe(0)
    expect(await queryRow(query.id)).toMatchObject({ answered_at: null })
    expect(await replyCount(query.id)).toBe(0)
    expect(t.mail.to(query.email)).toEqual([])
  })
})

describe('Enquiries Management', () => {
  it('lists enquiries newest first, filtered by status and searched by reference, name, email, phone or service', async () => {
    const name = searchable('Client')
    const first = await createWritingEnquiry(t.db, service.id, { name })
    const second = await createWritingEnquiry(t.db, service.id, { name, phone: '+1 416 555 0199' })
    const list = async (query: string) => {
      const res = await admin.get(`/api/admin/enquiries?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return v.parse(AdminEnquiryListResponse, res.json()).data
    }
    expect((await list(`search=${name}`)).enquiries.map((e) => e.id)).toEqual([second.id, first.id])
    expect((await list(`search=${first.reference}`)).enquiries.map((e) => e.id)).toEqual([first.id])
    expect((await list(`search=${encodeURIComponent('416 555')}`)).enquiries.map((e) => e.id)).toContain(second.id)
    const found = (await list(`search=${encodeURIComponent(service.title)}`)).enquiries.find((e) => e.id === first.id)
    expect(found).toMatchObject({ reference: first.reference, name, service: { id: service.id, title: service.title }, status: 'new', notes: [] })

    await admin.patch(`/api/admin/enquiries/${second.id}`, { status: 'quoted' })
    expect((await list(`search=${name}&status=quoted`)).enquiries.map((e) => e.id)).toEqual([second.id])
    expect((await list(`search=${name}&status=new`)).enquiries.map((e) => e.id)).toEqual([first.id])
    // A literal % or _ matches itself only.
    expect((await list('search=%25%25%25')).enquiries).toEqual([])
  })

  it('changes the status and keeps notes with their author and time', async () => {
    const enquiry = await createWritingEnquiry(t.db, service.id)
    const changed = await admin.patch(`/api/admin/enquiries/${enquiry.id}`, { status: 'in-progress' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(v.parse(AdminEnquiryResponse, changed.json()).data.status).toBe('in-progress')

    const noted = await admin.post(`/api/admin/enquiries/${enquiry.id}/notes`, { text: 'Called back.\n<b>Quote</b> on Friday.' })
    expect(noted.statusCode, noted.body).toBe(201)
    const [note] = v.parse(AdminEnquiryResponse, noted.json()).data.notes
    expect(note).toMatchObject({ text: 'Called back.\n<b>Quote</b> on Friday.', author: adminName })
    expect(Date.now() - Date.parse(note!.createdAt)).toBeLessThan(60_000)
    const read = v.parse(AdminEnquiryResponse, (await admin.get(`/api/admin/enquiries/${enquiry.id}`)).json()).data
    expect(read.notes).toHaveLength(1)
  })

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const enquiry = await createWritingEnquiry(t.db, service.id)
    const cases: [string, 'PATCH' | 'POST' | 'GET', string, object | undefined, number][] = [
      ['unknown status', 'PATCH', `/api/admin/enquiries/${enquiry.id}`, { status: 'won' }, 400],
      ['empty note', 'POST', `/api/admin/enquiries/${enquiry.id}/notes`, { text: '  ' }, 400],
      ['note of 2,001 characters', 'POST', `/api/admin/enquiries/${enquiry.id}/notes`, { text: 'a'.repeat(2001) }, 400],
      ['note of 100 KB', 'POST', `/api/admin/enquiries/${enquiry.id}/notes`, { text: 'a'.repeat(100_000) }, 400],
      ['note on no enquiry', 'POST', '/api/admin/enquiries/999999999/notes', { text: 'Hello' }, 404],
      ['status of no enquiry', 'PATCH', '/api/admin/enquiries/999999999', { status: 'closed' }, 404],
      ['malformed id', 'GET', '/api/admin/enquiries/abc', undefined, 400],
      ['id past bigint', 'GET', '/api/admin/enquiries/99999999999999999999', undefined, 400],
      ['unknown status filter', 'GET', '/api/admin/enquiries?status=won', undefined, 400],
      ['thesis filter other than true', 'GET', '/api/admin/enquiries?thesis=yes', undefined, 400],
      ['thesis help that is not true or false', 'PATCH', `/api/admin/writing-services/${service.id}`, { thesisHelp: 'yes' }, 400],
      ['page past the last', 'GET', '/api/admin/enquiries?page=10001', undefined, 400],
      ['search of 1,000 characters', 'GET', `/api/admin/enquiries?search=${'a'.repeat(1000)}`, undefined, 400],
    ]
    for (const [name, method, url, body, status] of cases) {
      const res = method === 'GET' ? await admin.get(url) : method === 'POST' ? await admin.post(url, body) : await admin.patch(url, body)
      expect(res.statusCode, name).toBe(status)
    }
    expect(await enquiryRow(enquiry.id)).toMatchObject({ status: 'new' })
    expect(await noteCount(enquiry.id)).toBe(0)
    expect(await t.db.selectFrom('writing_services').select('thesis_help').where('id', '=', service.id).executeTakeFirstOrThrow()).toEqual({ thesis_help: false })
  })

  it('lists for Thesis Management the enquiries of the services marked as thesis help, and follows a service marked later', async () => {
    const tag = searchable('thesis')
    const thesis = await createWritingService(t.db, { title: unique('Thesis support'), thesisHelp: true })
    const later = await createWritingService(t.db, { title: unique('Dissertation editing') })
    const mine = await createWritingEnquiry(t.db, thesis.id, { name: `Thesis ${tag}` })
    const laterOne = await createWritingEnquiry(t.db, later.id, { name: `Later ${tag}` })
    await createWritingEnquiry(t.db, service.id, { name: `Other ${tag}` })
    const thesisList = async () =>
      v.parse(AdminEnquiryListResponse, (await admin.get(`/api/admin/enquiries?thesis=true&search=${tag}`)).json()).data.enquiries.map(({ id }) => id)
    expect(await thesisList()).toEqual([mine.id])

    const marked = await admin.patch(`/api/admin/writing-services/${later.id}`, { thesisHelp: true })
    expect(marked.statusCode).toBe(200)
    expect(v.parse(AdminWritingServiceResponse, marked.json()).data).toMatchObject({ id: later.id, thesisHelp: true })
    expect(await thesisList()).toEqual([laterOne.id, mine.id])
    const entry = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('record_type', '=', 'writing-service').where('record_id', '=', String(later.id)).executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ before: { thesisHelp: false }, after: { thesisHelp: true } })
  })
})

describe('the writing-service list', () => {
  const services = async () => v.parse(AdminWritingServicesResponse, (await admin.get('/api/admin/writing-services')).json()).data

  it('adds a service last, renames it, retires it from the form and brings it back', async () => {
    const title = unique('Conference poster design')
    const added = await admin.post('/api/admin/writing-services', { title: `  ${title} ` })
    expect(added.statusCode, added.body).toBe(201)
    const created = v.parse(AdminWritingServiceResponse, added.json()).data
    expect(created).toMatchObject({ title, retired: false, enquiries: 0 })
    expect((await services()).at(-1)?.id).toBe(created.id)
    const publicTitles = async () => ((await t.guest.get('/api/services')).json() as { data: { title: string }[] }).data.map((s) => s.title)
    expect(await publicTitles()).toContain(title)

    const renamed = await admin.patch(`/api/admin/writing-services/${created.id}`, { title: `${title} and printing` })
    expect(v.parse(AdminWritingServiceResponse, renamed.json()).data.title).toBe(`${title} and printing`)

    await admin.patch(`/api/admin/writing-services/${created.id}`, { retired: true })
    expect(await publicTitles()).not.toContain(`${title} and printing`)
    expect((await services()).find((s) => s.id === created.id)).toMatchObject({ retired: true })
    await admin.patch(`/api/admin/writing-services/${created.id}`, { retired: false })
    expect(await publicTitles()).toContain(`${title} and printing`)
  })

  it('keeps a retired service on the enquiries that chose it', async () => {
    const retiring = await createWritingService(t.db)
    const enquiry = await createWritingEnquiry(t.db, retiring.id)
    await admin.patch(`/api/admin/writing-services/${retiring.id}`, { retired: true })
    const read = v.parse(AdminEnquiryResponse, (await admin.get(`/api/admin/enquiries/${enquiry.id}`)).json()).data
    expect(read.service.title).toBe(retiring.title)
    expect((await services()).find((s) => s.id === retiring.id)?.enquiries).toBe(1)
  })

  it('reorders the whole list, and refuses an order that leaves a service out or names one twice', async () => {
    const before = await services()
    const ids = before.map((s) => s.id)
    const reversed = [...ids].reverse()
    const res = await admin.put('/api/admin/writing-services/order', { ids: reversed })
    expect(res.statusCode, res.body).toBe(200)
    expect((await services()).map((s) => s.id)).toEqual(reversed)
    const active = new Set(before.filter((s) => !s.retired).map((s) => s.id))
    const publicIds = ((await t.guest.get('/api/services')).json() as { data: { id: number }[] }).data.map((s) => s.id)
    expect(publicIds).toEqual(reversed.filter((id) => active.has(id)))

    expect((await admin.put('/api/admin/writing-services/order', { ids: reversed.slice(1) })).statusCode).toBe(400)
    expect((await admin.put('/api/admin/writing-services/order', { ids: [...reversed.slice(1), reversed[1]] })).statusCode).toBe(400)
    expect((await admin.put('/api/admin/writing-services/order', { ids: 'all' })).statusCode).toBe(400)
    expect((await services()).map((s) => s.id)).toEqual(reversed)
  })

  it('refuses a blank, too long or taken title with a field message', async () => {
    const cases: [object, string][] = [
      [{ title: ' ' }, 'Field required'],
      [{ title: 'a'.repeat(121) }, 'Title may be at most 120 characters'],
      [{ title: service.title.toUpperCase() }, 'A service with this title exists already'],
    ]
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/writing-services', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().issues).toEqual([{ path: 'title', message }])
    }
    const other = await createWritingService(t.db)
    expect((await admin.patch(`/api/admin/writing-services/${other.id}`, { title: service.title })).statusCode).toBe(400)
    expect((await admin.patch('/api/admin/writing-services/999999999', { retired: true })).statusCode).toBe(404)
  })
})

describe('Queries Management', () => {
  it('lists messages newest first, open or answered, searched by name, email or message', async () => {
    const word = searchable('question')
    const first = await createContactMessage(t.db, { message: `About ${word}` })
    const second = await createContactMessage(t.db, { message: `Also about ${word}` })
    const list = async (query: string) => v.parse(AdminQueryListResponse, (await admin.get(`/api/admin/queries?${query}`)).json()).data.queries.map((q) => q.id)
    expect(await list(`search=${word}`)).toEqual([second.id, first.id])
    expect(await list(`search=${encodeURIComponent(first.email)}`)).toEqual([first.id])
    await admin.patch(`/api/admin/queries/${first.id}`, { answered: true })
    expect(await list(`search=${word}&status=open`)).toEqual([second.id])
    expect(await list(`search=${word}&status=answered`)).toEqual([first.id])
    expect((await admin.get('/api/admin/queries?status=closed')).statusCode).toBe(400)
  })

  it('mails a reply to the sender, records who sent it and when, and marks the message answered', async () => {
    const query = await createContactMessage(t.db, { name: 'Mei <Lin>' })
    const res = await admin.post(`/api/admin/queries/${query.id}/replies`, { text: 'Yes: department plans start at five seats.' })
    expect(res.statusCode, res.body).toBe(201)
    const data = v.parse(AdminQueryResponse, res.json()).data
    expect(data.answeredAt).not.toBeNull()
    expect(data.replies).toMatchObject([{ text: 'Yes: department plans start at five seats.', author: adminName }])
    const [mail, ...more] = t.mail.to(query.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Re: your message to Scholar Hub')
    expect(mail?.text).toContain('department plans start at five seats')
    expect(mail?.text).toContain(query.message)
    expect(mail?.html).toContain('Mei &lt;Lin&gt;')
  })

  it('marks a message open again, and refuses bad input with a 4xx, mailing nobody', async () => {
    const query = await createContactMessage(t.db)
    await admin.patch(`/api/admin/queries/${query.id}`, { answered: true })
    const reopened = await admin.patch(`/api/admin/queries/${query.id}`, { answered: false })
    expect(v.parse(AdminQueryResponse, reopened.json()).data.answeredAt).toBeNull()
    expect((await admin.post(`/api/admin/queries/${query.id}/replies`, { text: '' })).statusCode).toBe(400)
    expect((await admin.post(`/api/admin/queries/${query.id}/replies`, { text: 'a'.repeat(100_000) })).statusCode).toBe(400)
    expect((await admin.post('/api/admin/queries/999999999/replies', { text: 'Hello' })).statusCode).toBe(404)
    expect((await admin.patch(`/api/admin/queries/${query.id}`, { answered: 'yes' })).statusCode).toBe(400)
    expect((await admin.get('/api/admin/queries/-1')).statusCode).toBe(400)
    expect(await replyCount(query.id)).toBe(0)
    expect(t.mail.to(query.email)).toEqual([])
  })
})
