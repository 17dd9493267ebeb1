import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SentResponse, WritingServicesResponse } from '../../../contract/enquiries.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createUser } from '../../seed/factories/accounts.ts'
import { createWritingService, starterWritingServices } from '../../seed/factories/enquiries.ts'
import { unique } from '../../seed/factories/unique.ts'

const STAFF = 'office@scholarhub.example'

let t: Awaited<ReturnType<typeof createTestApp>>
let service: { id: number; title: string }
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF } })
  service = await createWritingService(t.db, { title: unique('Statistical consulting') })
})
afterAll(() => t.close())

/** A client of its own address, so no other test's requests count towards its limits. */
const newAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
const guest = () => t.client({ remoteAddress: newAddress() })

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Natarajan',
  email: `${unique('client')}@example.org`,
  phone: '+44 20 7946 0958',
  serviceId: String(service.id),
  ...overrides,
})
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Daniel Okafor',
  email: `${unique('sender')}@example.org`,
  message: 'Do you offer group plans for a department?\nWe are twelve.',
  ...overrides,
})

const enquiriesFrom = (email: string) => t.db.selectFrom('writing_enquiries').selectAll().where('email', '=', email).execute()
const messagesFrom = (email: string) => t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute()

describe('GET /api/services', () => {
  it('answers the active writing services as id and title, without the retired ones', async () => {
    const retired = await createWritingService(t.db, { title: unique('Retired service'), retired: true })
    const res = await t.guest.get('/api/services')
    expect(res.statusCode).toBe(200)
    const { data } = v.parse(WritingServicesResponse, res.json())
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'title'])
    expect(data.map((s) => s.title)).toEqual(expect.arrayContaining([...starterWritingServices, service.title]))
    expect(data.map((s) => s.id)).not.toContain(retired.id)
  })
})

describe('POST /api/writing-service', () => {
  it('stores the enquiry with a reference and status new, mails staff and the client, and answers title and text', async () => {
    const body = enquiry({ email: `  ${unique('Client')}@Example.org ` })
    const res = await guest().post('/api/writing-service', body)
    expect(res.statusCode, res.body).toBe(201)
    const { data } = v.parse(SentResponse, res.json())
    const email = body.email.trim().toLowerCase()
    const [row, ...more] = await enquiriesFrom(email)
    expect(more).toEqual([])
    expect(row).toMatchObject({ name: 'Priya Natarajan', phone: '+44 20 7946 0958', phone_e164: '+442079460958', service_id: service.id, status: 'new' })
    expect(row!.reference).toMatch(new RegExp(`^WS-${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(data.title).toBe('Enquiry sent!')
    expect(data.text).toContain(row!.reference)
    expect(data.reference).toBe(row!.reference)

    const [staffMail] = t.mail.to(STAFF).filter((m) => m.subject.includes(row!.reference))
    expect(staffMail?.text).toContain(email)
    expect(staffMail?.text).toContain(service.title)
    const [confirmation, ...others] = t.mail.to(email)
    expect(others).toEqual([])
    expect(confirmation?.subject).toBe(`We received your enquiry ${row!.reference}`)
    expect(confirmation?.text).toContain(row!.reference)
  })

  it('gives every enquiry its own reference, also when sent at once', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => guest().post('/api/writing-service', enquiry())))
    const references = replies.map((r) => v.parse(SentResponse, r.json()).data.reference)
    expect(new Set(references).size).toBe(6)
  })

  it('keeps a phone as typed, and stores no international form when it has no country code or does not parse', async () => {
    for (const phone of ['020 7946 0958', '+1 555 0100', '(0)12345']) {
      const body = enquiry({ phone })
      expect((await guest().post('/api/writing-service', body)).statusCode).toBe(201)
      expect(await enquiriesFrom(body.email)).toMatchObject([{ phone, phone_e164: null }])
    }
    const body = enquiry({ phone: '0091 98765 43210' })
    expect((await guest().post('/api/writing-service', body)).statusCode).toBe(201)
    expect(await enquiriesFrom(body.email)).toMatchObject([{ phone: '0091 98765 43210', phone_e164: '+919876543210' }])
  })

  it('mails every admin when no staff address is configured', async () => {
    const other = await createTestApp()
    try {
      const admin = await createUser(other.db, { role: 'admin' })
      const body = enquiry()
      expect((await other.client({ remoteAddress: newAddress() }).post('/api/writing-service', body)).statusCode).toBe(201)
      const [{ reference }] = (await other.db.selectFrom('writing_enquiries').select('reference').where('email', '=', body.email).execute()) as [{ reference: string }]
      expect(other.mail.to(admin.email).map((m) => m.subject)).toContain(`New writing-service enquiry ${reference}: ${service.title}`)
    } finally {
      await other.close()
    }
  })

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: '   ' }, 'name', 'Field required'],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, 'name', 'Use at most 100 characters'],
    ['a name with a control character', { name: 'Priya\u0000' }, 'name', 'Use letters, digits and punctuation only'],
    ['no email', { email: '' }, 'email', 'Field required'],
    ['a malformed email', { email: 'priya@' }, 'email', 'Invalid email address'],
    ['an email of 300 characters', { email: `${'a'.repeat(290)}@example.org` }, 'email', 'Invalid email address'],
    ['no phone', { phone: '' }, 'phone', 'Field required'],
    ['letters in the phone', { phone: 'call me maybe' }, 'phone', 'Enter a phone number: digits, spaces and + ( ) - . / only'],
    ['a phone of four digits', { phone: '1234' }, 'phone', 'A phone number has at least 5 digits'],
    ['a phone of 31 characters', { phone: '1'.repeat(31) }, 'phone', 'A phone number may be at most 30 characters'],
    ['no service', { serviceId: '' }, 'serviceId', 'Field required'],
    ['a service that is not a number', { serviceId: 'manuscript' }, 'serviceId', 'Choose an option from the list'],
    ['a service id past any row', { serviceId: 2 ** 40 }, 'serviceId', 'Select a writing service from the list'],
    ['a field of the wrong type', { name: ['Priya'] }, 'name', 'Field required'],
  ]
  it.each(refusals)('refuses %s with a field message and writes nothing', async (_case, overrides, path, message) => {
    const body = enquiry(overrides)
    const res = await guest().post('/api/writing-service', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ path, message })
    if (typeof body.email === 'string' && body.email.includes('@example.org')) expect(await enquiriesFrom(body.email)).toEqual([])
  })

  it('refuses an unknown or retired service with a field message, storing and mailing nothing', async () => {
    const retired = await createWritingService(t.db, { retired: true })
    for (const serviceId of [999_999_999, retired.id]) {
      const body = enquiry({ serviceId })
      const res = await guest().post('/api/writing-service', body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation', issues: [{ path: 'serviceId', message: 'Select a writing service from the list' }] })
      expect(await enquiriesFrom(body.email)).toEqual([])
      expect(t.mail.to(body.email)).toEqual([])
    }
  })

  it('refuses a filled honeypot: nothing stored, nobody mailed', async () => {
    const body = enquiry({ website: 'https://spam.example' })
    const res = await guest().post('/api/writing-service', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Your message could not be sent. Please try again, or write to us by email.' })
    expect(await enquiriesFrom(body.email)).toEqual([])
    expect(t.mail.to(body.email)).toEqual([])
  })

  it('stores markup as text, and the mails escape it', async () => {
    const name = '<img src=x onerror=alert(1)>'
    const body = enquiry({ name })
    expect((await guest().post('/api/writing-service', body)).statusCode).toBe(201)
    expect(await enquiriesFrom(body.email)).toMatchObject([{ name }])
    const [mail] = t.mail.to(body.email)
    expect(mail?.html).not.toContain('<img')
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('answers bodies that are not JSON objects with a 4xx', async () => {
    const client = guest()
    expect((await client.post('/api/writing-service')).statusCode).toBe(400)
    const text = await t.app.inject({ method: 'POST', url: '/api/writing-service', payload: 'name=Priya', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: newAddress() })
    expect(text.statusCode).toBe(415)
    const broken = await t.app.inject({ method: 'POST', url: '/api/writing-service', payload: '{"name":', headers: { 'content-type': 'application/json' }, remoteAddress: newAddress() })
    expect(broken.statusCode).toBe(400)
  })
})

describe('POST /api/contact', () => {
  it('stores the message as written, mails staff, and answers title and text', async () => {
    const body = contact()
    const res = await guest().post('/api/contact', body)
    expect(res.statusCode, res.body).toBe(201)
    const { data } = v.parse(SentResponse, res.json())
    expect(data.title).toBe('Message sent!')
    expect(data.text).toContain(body.email)
    expect(await messagesFrom(body.email)).toMatchObject([{ name: body.name, message: body.message, answered_at: null }])
    const staffMail = t.mail.to(STAFF).find((m) => m.text.includes(body.email))
    expect(staffMail?.subject).toBe(`New message from ${body.name} through Contact Us`)
    expect(staffMail?.text).toContain('We are twelve.')
    // Nothing goes to the sender until staff reply.
    expect(t.mail.to(body.email)).toEqual([])
  })

  it('keeps markup as text', async () => {
    const body = contact({ message: '<script>alert("hi")</script> & <b>bold</b>' })
    expect((await guest().post('/api/contact', body)).statusCode).toBe(201)
    expect(await messagesFrom(body.email)).toMatchObject([{ message: body.message }])
  })

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: '' }, 'name', 'Field required'],
    ['no email', { email: ' ' }, 'email', 'Field required'],
    ['a malformed email', { email: 'daniel.example.org' }, 'email', 'Invalid email address'],
    ['a blank message', { message: ' \n ' }, 'message', 'Field required'],
    ['a message of 5,001 characters', { message: 'a'.repeat(5001) }, 'message', 'A message may be at most 5,000 characters'],
    ['a message of 100 KB', { message: 'Hello, '.repeat(15_000) }, 'message', 'A message may be at most 5,000 characters'],
    ['a message with a control character', { message: 'Hello\u0007' }, 'message', 'Use letters, digits and punctuation only'],
    ['a message that is not text', { message: { text: 'hi' } }, 'message', 'Field required'],
  ]
  it.each(refusals)('refuses %s with a field message and writes nothing', async (_case, overrides, path, message) => {
    const body = contact(overrides)
    const res = await guest().post('/api/contact', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ path, message })
    if (typeof body.email === 'string' && body.email.includes('@')) expect(await messagesFrom(body.email)).toEqual([])
  })

  it('refuses a filled honeypot: nothing stored, nobody mailed', async () => {
    const body = contact({ website: 'seo-offers' })
    const res = await guest().post('/api/contact', body)
    expect(res.statusCode).toBe(400)
    expect(await messagesFrom(body.email)).toEqual([])
    expect(t.mail.to(STAFF).filter((m) => m.text.includes(body.email))).toEqual([])
  })
})

describe('the map on the contact page', () => {
  it('may frame Google Maps, and nothing else of Google loads', async () => {
    const csp = String((await t.guest.get('/api/services')).headers['content-security-policy'])
    expect(csp).toMatch(/frame-src https:\/\/www\.google\.com(;|$)/)
    expect(csp.split(';').filter((directive) => directive.includes('google'))).toHaveLength(1)
  })
})

describe('how often', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    limited = await createTestApp({ env: { ENQUIRY_LIMIT_PER_ADDRESS: '5' } })
  })
  afterAll(() => limited.close())

  it('takes 5 contact messages an hour from one address, each form counted apart, and other addresses go on', async () => {
    const address = newAddress()
    const client = limited.client({ remoteAddress: address })
    for (let i = 0; i < 5; i++) expect((await client.post('/api/contact', contact())).statusCode).toBe(201)
    const body = contact()
    const refused = await client.post('/api/contact', body)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: 'Too many messages from your network. Please wait an hour and try again, or write to us by email.' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    expect(await messagesFrom(body.email)).toEqual([])
    expect((await client.post('/api/writing-service', enquiry())).statusCode).toBe(201)
    expect((await limited.client({ remoteAddress: newAddress() }).post('/api/contact', contact())).statusCode).toBe(201)
  })

  it('takes 5 enquiries an hour from one address, and 5 confirmations to one email from anywhere', async () => {
    const client = limited.client({ remoteAddress: newAddress() })
    for (let i = 0; i < 5; i++) expect((await client.post('/api/writing-service', enquiry())).statusCode).toBe(201)
    expect((await client.post('/api/writing-service', enquiry())).statusCode).toBe(429)

    const email = `${unique('flooded')}@example.org`
    for (let i = 0; i < 5; i++) expect((await limited.client({ remoteAddress: newAddress() }).post('/api/writing-service', enquiry({ email }))).statusCode).toBe(201)
    const refused = await limited.client({ remoteAddress: newAddress() }).post('/api/writing-service', enquiry({ email }))
    expect(refused.statusCode).toBe(429)
    expect(await enquiriesFrom(email)).toHaveLength(5)
    expect(limited.mail.to(email)).toHaveLength(5)
  })
})
