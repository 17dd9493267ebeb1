import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminExpertListResponse, AdminExpertResponse, expertMessages, type AdminExpert } from '../../../contract/admin-experts.ts'
import { ExpertListResponse } from '../../../contract/experts.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createChat } from '../../../tests/setup/expert-chats.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'
import { createUser } from '../../seed/factories/accounts.ts'
import { createExpert, type ExpertOverrides } from '../../seed/factories/experts.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { unique } from '../../seed/factories/unique.ts'
import type { Access } from '../../core/access.ts'
import { createAdminExpertsRepository } from './admin-repository.ts'
import { createAdminExpertsService } from './admin-service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ApiClient
let own: { id: number; slug: string; title: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn({ role: 'admin' })).api
  own = await createSubject(t.db)
})
afterAll(() => t.close())

/** Letters only, so a search for it finds this test's experts and no other. */
const tag = () => unique('x').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).replace('-', '')

const expert = (overrides: ExpertOverrides = {}) => createExpert(t.db, { subjectIds: [own.id], ...overrides })
const read = async (id: string) => {
  const res = await admin.get(`/api/admin/experts/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AdminExpertResponse, res.json()).data
}
const adminList = async (query: string) => {
  const res = await admin.get(`/api/admin/experts?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AdminExpertListResponse, res.json()).data
}
/** The public directory's card for the expert, or undefined when it is not listed. */
const publicCard = async (id: string) => {
  const res = await t.guest.get(`/api/subject-experts?subject=${own.slug}`)
  return v.parse(ExpertListResponse, res.json()).data.experts.find((e) => e.id === id)
}
const roleOf = async (id: string) => (await t.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role
const profileOf = (id: string) => t.db.selectFrom('expert_profiles').selectAll().where('user_id', '=', id).executeTakeFirst()

describe('who may run Profile Management', () => {
  it('refuses a visitor with 401 and anyone but an admin with 403, writing nothing', async () => {
    const existing = await expert({ name: 'Dr. Untouched' })
    const before = await read(existing.id)
    const member = await createUser(t.db)
    const calls = [
      ['GET', '/api/admin/experts'],
      ['POST', '/api/admin/experts'],
      ['GET', `/api/admin/experts/${existing.id}`],
      ['PATCH', `/api/admin/experts/${existing.id}`],
      ['DELETE', `/api/admin/experts/${existing.id}`],
    ] as const
    await expectAdminOnly(t, calls, { email: member.email, name: 'Dr. Changed', verified: true, listed: false })
    expect(await read(existing.id)).toEqual(before)
    expect(await roleOf(member.id)).toBe('user')
  })
})

describe('making an account an expert', () => {
  it('makes a verified member an expert by their email, listed in the directory with their own profile', async () => {
    const member = await createUser(t.db, { name: 'Dr. New Expert', bio: 'Studies sleep.', subjectIds: [own.id] })
    const res = await admin.post('/api/admin/experts', { email: ` ${member.email.toUpperCase()} ` })
    expect(res.statusCode, res.body).toBe(201)
    const body = v.parse(AdminExpertResponse, res.json())
    expect(body.message).toBe('Dr. New Expert is now an expert.')
    expect(body.data).toMatchObject({ id: member.id, email: member.email, name: 'Dr. New Expert', bio: 'Studies sleep.', verified: false, listed: true, languages: [], helpedCount: 0 })
    expect(await roleOf(member.id)).toBe('expert')
    expect(await publicCard(member.id)).toMatchObject({ name: 'Dr. New Expert', verified: false })
  })

  it.each([
    ['an unknown email', async () => `${unique('nobody')}@example.com`, 404, expertMessages.unknownEmail],
    ['an expert already', async () => (await expert()).email, 409, expertMessages.alreadyExpert],
    ['an admin', async () => (await createUser(t.db, { role: 'admin' })).email, 409, expertMessages.staff],
    ['an unverified account', async () => (await createUser(t.db, { verified: false })).email, 409, expertMessages.unverified],
  ])('refuses %s', async (_label, emailOf, status, message) => {
    const email = await emailOf()
    const before = await t.db.selectFrom('users').select(['role']).where('email', '=', email).executeTakeFirst()
    const res = await admin.post('/api/admin/experts', { email })
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ message })
    expect(await t.db.selectFrom('users').select(['role']).where('email', '=', email).executeTakeFirst()).toEqual(before)
  })

  it.each([
    [{}, 'Field required'],
    [{ email: '' }, 'Field required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(300)}@example.com` }, 'Invalid email address'],
    [{ email: ['a@example.com'] }, undefined],
    [{ email: "x@example.com' OR 1=1 --" }, 'Invalid email address'],
  ])('answers %j with a 400 naming the email', async (body, message) => {
    const res = await admin.post('/api/admin/experts', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: expect.arrayContaining([expect.objectContaining({ path: 'email', ...(message && { message }) })]) })
  })
})

describe('the list of experts', () => {
  it('has every expert, listed or not, with whether staff verified them, found by name or email', async () => {
    const word = tag()
    const listed = await expert({ name: `Dr. ${word} Listed`, verified: true })
    const unlisted = await expert({ name: `Dr. ${word} Unlisted`, listed: false })
    // The role given elsewhere, with no profile yet: shown, as not listed.
    const bare = await createUser(t.db, { name: `Dr. ${word} Bare`, role: 'expert' })
    const member = await createUser(t.db, { name: `Dr. ${word} Member` })
    const { experts, hasMore } = await adminList(`search=${word.toUpperCase()}`)
    expect(hasMore).toBe(false)
    expect(experts.map((e) => [e.id, e.verified, e.listed])).toEqual(
      expect.arrayContaining([
        [listed.id, true, true],
        [unlisted.id, false, false],
        [bare.id, false, false],
      ]),
    )
    expect(experts.map((e) => e.id)).not.toContain(member.id)
    expect(experts).toHaveLength(3)
    expect((await adminList(`search=${encodeURIComponent(listed.email)}`)).experts.map((e) => e.id)).toEqual([listed.id])
    // Newest expert profiles first; one without a profile after them.
    expect(experts.map((e) => e.id)).toEqual([unlisted.id, listed.id, bare.id])
  })

  it('treats search text as text, and refuses what no search box sends', async () => {
    for (const text of ['%', '_', '\\', "' OR 1=1 --"]) expect((await adminList(`search=${encodeURIComponent(text)}`)).experts.every((e) => e.name.includes(text) || e.email.includes(text))).toBe(true)
    for (const query of [`search=${'x'.repeat(201)}`, 'search=a%00b', 'page=0']) {
      const res = await admin.get(`/api/admin/experts?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('answers an id that is no expert with 404, and a malformed one with 400', async () => {
    const member = await createUser(t.db)
    for (const id of [member.id, randomUUID()]) {
      for (const method of ['get', 'patch', 'delete'] as const) {
        const res = await admin[method](`/api/admin/experts/${id}`, method === 'patch' ? { name: 'Dr. Nobody' } : undefined)
        expect(res.statusCode, `${method} ${id}`).toBe(404)
        expect(res.json()).toMatchObject({ message: expertMessages.notFound })
      }
    }
    expect(await roleOf(member.id)).toBe('user')
    const res = await admin.get('/api/admin/experts/42')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ issues: [expect.objectContaining({ path: 'id' })] })
  })
})

describe('editing an expert', () => {
  it('changes only the fields sent, and the directory shows the change at once', async () => {
    const made = await expert({ name: 'Dr. Before', bio: 'Old bio.', languages: ['English'] })
    const before = await read(made.id)
    const { phd, researcher, ophthalmology } = await lookupIds(t.db, {
      phd: 'qualifications/phd',
      researcher: 'professions/researcher',
      ophthalmology: 'subjects/ophthalmology',
    })
    const changes = {
      name: 'Dr. After Edit',
      bio: '  Studies glaucoma.\nTeaches residents.  ',
      qualificationId: phd,
      professionId: researcher,
      subjectIds: [own.id, ophthalmology, own.id],
      languages: [' Hindi ', 'English', 'hindi'],
      orcid: '0000-0002-1825-0097',
    }
    const res = await admin.patch(`/api/admin/experts/${made.id}`, changes)
    expect(res.statusCode, res.body).toBe(200)
    const body = v.parse(AdminExpertResponse, res.json())
    expect(body.message).toBe('Expert updated.')
    const expected: AdminExpert = {
      ...before,
      name: 'Dr. After Edit',
      bio: 'Studies glaucoma.\nTeaches residents.',
      qualificationId: changes.qualificationId,
      professionId: changes.professionId,
      subjectIds: expect.arrayContaining([own.id, changes.subjectIds[1]!]) as unknown as number[],
      languages: ['Hindi', 'English'],
      orcid: '0000-0002-1825-0097',
      labels: { qualification: 'PhD', profession: 'Researcher', subjects: expect.arrayContaining([own.title, 'Ophthalmology']) as unknown as string[] },
    }
    expect(body.data).toEqual(expected)
    expect(body.data.subjectIds).toHaveLength(2)
    expect(await read(made.id)).toEqual(body.data)
    expect(await publicCard(made.id)).toMatchObject({
      name: 'Dr. After Edit',
      bio: 'Studies glaucoma.\nTeaches residents.',
      qualification: { title: 'PhD' },
      profession: { title: 'Researcher' },
      languages: ['Hindi', 'English'],
      orcid: '0000-0002-1825-0097',
    })
    // The directory's search follows the new name and subjects.
    const found = await t.guest.get(`/api/subject-experts?subject=${own.slug}&search=after%20ophthalmology`)
    expect(v.parse(ExpertListResponse, found.json()).data.experts.map((e) => e.id)).toEqual([made.id])

    const cleared = await admin.patch(`/api/admin/experts/${made.id}`, { bio: '', orcid: null, qualificationId: null, languages: [] })
    expect(v.parse(AdminExpertResponse, cleared.json()).data).toMatchObject({ bio: '', orcid: null, qualificationId: null, languages: [], name: 'Dr. After Edit' })
    expect(await publicCard(made.id)).toMatchObject({ bio: null, qualification: null, orcid: null, languages: [] })
  })

  it('verifies an expert (kept from the first time), shows the badge and puts them first, and unverifies', async () => {
    const made = await expert()
    expect((await publicCard(made.id))?.verified).toBe(false)
    const first = v.parse(AdminExpertResponse, (await admin.patch(`/api/admin/experts/${made.id}`, { verified: true })).json()).data
    expect(first.verified).toBe(true)
    expect(Date.now() - Date.parse(first.verifiedAt!)).toBeLessThan(60_000)
    const again = v.parse(AdminExpertResponse, (await admin.patch(`/api/admin/experts/${made.id}`, { verified: true, name: 'Dr. Verified Twice' })).json()).data
    expect(again.verifiedAt).toBe(first.verifiedAt)
    expect((await publicCard(made.id))?.verified).toBe(true)
    const res = await t.guest.get(`/api/subject-experts?subject=${own.slug}`)
    const cards = v.parse(ExpertListResponse, res.json()).data.experts
    expect(cards.findIndex((e) => e.id === made.id)).toBeLessThan(cards.findIndex((e) => !e.verified))
    const undone = v.parse(AdminExpertResponse, (await admin.patch(`/api/admin/experts/${made.id}`, { verified: false })).json()).data
    expect(undone).toMatchObject({ verified: false, verifiedAt: null })
    expect((await publicCard(made.id))?.verified).toBe(false)
  })

  it('refuses to verify a made-up demo expert, and says so under the box', async () => {
    const made = await expert({ demo: true })
    const res = await admin.patch(`/api/admin/experts/${made.id}`, { verified: true, name: 'Dr. Not Changed' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'demo_profile', message: expertMessages.demo, issues: [{ path: 'verified', message: expertMessages.demo }] })
    const item = v.parse(AdminExpertResponse, (await admin.get(`/api/admin/experts/${made.id}`)).json()).data
    expect(item).toMatchObject({ demo: true, verified: false, verifiedAt: null, name: made.name })
    // Everything else of a demo profile is staff's to edit.
    const listed = await admin.patch(`/api/admin/experts/${made.id}`, { listed: false, verified: false })
    expect(v.parse(AdminExpertResponse, listed.json()).data).toMatchObject({ demo: true, listed: false, verified: false })
  })

  it('takes an expert out of the directory and puts them back, keeping their conversations', async () => {
    const made = await expert()
    await createChat(t.db, made.id, [['member', 0], ['expert', 5]])
    expect((await admin.patch(`/api/admin/experts/${made.id}`, { listed: false })).statusCode).toBe(200)
    expect(await publicCard(made.id)).toBeUndefined()
    expect(await read(made.id)).toMatchObject({ listed: false, helpedCount: 1 })
    expect((await admin.patch(`/api/admin/experts/${made.id}`, { listed: true })).statusCode).toBe(200)
    expect(await publicCard(made.id)).toMatchObject({ helpedCount: 1, responseTimeMinutes: 5 })
  })

  it('makes the profile of an account given the expert role elsewhere at its first edit', async () => {
    const bare = await createUser(t.db, { role: 'expert', subjectIds: [own.id] })
    expect(await profileOf(bare.id)).toBeUndefined()
    const res = await admin.patch(`/api/admin/experts/${bare.id}`, { listed: true, languages: ['Tamil'] })
    expect(res.statusCode, res.body).toBe(200)
    expect(await publicCard(bare.id)).toMatchObject({ languages: ['Tamil'] })
  })

  const long = 'x'.repeat(2001)
  it.each([
    [{ orcid: '0000-0002-1825-0098' }, 'orcid', expertMessages.orcidCheck],
    [{ orcid: '0000-0002-1825-009' }, 'orcid', expertMessages.orcid],
    [{ orcid: 'https://orcid.org/0000-0002-1825-0097' }, 'orcid', expertMessages.orcid],
    [{ orcid: 97 }, 'orcid', expertMessages.orcid],
    [{ name: '' }, 'name', 'Field required'],
    [{ name: '   ' }, 'name', 'Field required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name may be at most 100 characters'],
    [{ name: 'Dr.\u0000Null' }, 'name', 'Name may hold letters, digits and punctuation only'],
    [{ bio: long }, 'bio', 'Bio may be at most 2000 characters'],
    [{ bio: 'a\u0007b' }, 'bio', 'Bio may hold letters, digits and punctuation only'],
    [{ qualificationId: 'phd' }, 'qualificationId', 'Choose an education from the list'],
    [{ qualificationId: 999_999_999 }, 'qualificationId', 'Choose an education from the list'],
    [{ professionId: 999_999_999 }, 'professionId', 'Choose a profession from the list'],
    [{ subjectIds: [] }, 'subjectIds', 'Choose at least one subject'],
    [{ subjectIds: [999_999_999] }, 'subjectIds', 'Choose subjects from the list'],
    [{ subjectIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'subjectIds', 'Choose at most 20 subjects'],
    [{ languages: 'English' }, 'languages', undefined],
    [{ languages: ['<script>'] }, 'languages.0', 'A language is a name such as English, at most 40 characters'],
    [{ languages: ['x'.repeat(41)] }, 'languages.0', 'A language is a name such as English, at most 40 characters'],
    [{ languages: Array.from({ length: 11 }, (_, i) => `Language ${'abcdefghijk'[i]}`) }, 'languages', 'List at most 10 languages'],
    [{ verified: 'yes' }, 'verified', 'Verified is true or false'],
    [{ listed: 1 }, 'listed', 'Listed is true or false'],
  ])('answers %j with a 400 naming the field, and changes nothing', async (body, path, message) => {
    const made = await expert({ name: 'Dr. Stays Same', orcid: null })
    const before = await read(made.id)
    const res = await admin.patch(`/api/admin/experts/${made.id}`, { listed: false, ...body })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path, ...(message && { message }) })] })
    expect(await read(made.id)).toEqual(before)
  })

  it('refuses a body too large or not JSON, and changes nothing', async () => {
    const made = await expert({ name: 'Dr. Stays Same' })
    const before = await read(made.id)
    const huge = await admin.patch(`/api/admin/experts/${made.id}`, { bio: 'x'.repeat(2_000_000) })
    expect(huge.statusCode).toBe(413)
    const text = await admin.patch(`/api/admin/experts/${made.id}`, undefined, { 'content-type': 'text/plain' })
    expect([400, 415]).toContain(text.statusCode)
    expect(await read(made.id)).toEqual(before)
  })
})

describe('taking the expert role away', () => {
  it('makes the expert a member again, out of the directory and the list, keeping their conversations', async () => {
    const made = await expert({ verified: true })
    const conversation = await createChat(t.db, made.id, [['member', 0], ['expert', 5]])
    const res = await admin.delete(`/api/admin/experts/${made.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: null, message: 'The expert role was removed.' })
    expect(await roleOf(made.id)).toBe('user')
    expect(await profileOf(made.id)).toBeUndefined()
    expect(await publicCard(made.id)).toBeUndefined()
    expect((await admin.get(`/api/admin/experts/${made.id}`)).statusCode).toBe(404)
    expect(await t.db.selectFrom('conversations').select('id').where('id', '=', conversation).executeTakeFirst()).toEqual({ id: conversation })
    expect((await admin.delete(`/api/admin/experts/${made.id}`)).statusCode).toBe(404)

    // Made an expert again, they start unverified, with what they have helped with counted from the conversations kept.
    const back = v.parse(AdminExpertResponse, (await admin.post('/api/admin/experts', { email: made.email })).json()).data
    expect(back).toMatchObject({ verified: false, listed: true, helpedCount: 1, responseTimeMinutes: 5 })
  })

  it('forgets the access grants this node remembers for the person whenever their role changes', async () => {
    const forgotten: string[] = []
    const access = { forgetUser: (id: string) => forgotten.push(id) } as unknown as Access
    const service = createAdminExpertsService(createAdminExpertsRepository(t.db), access)
    const member = await createUser(t.db)
    await service.create(member.email)
    await service.update(member.id, { name: 'Dr. Renamed' })
    expect(forgotten).toEqual([member.id])
    await service.remove(member.id)
    expect(forgotten).toEqual([member.id, member.id])
  })
})
