import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPERTS_PAGE_SIZE, expertPhotoPath, ExpertListResponse, ExpertSubjectsResponse, type Expert } from '../../../contract/experts.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'
import { createChat } from '../../../tests/setup/expert-chats.ts'
import { createUser } from '../../seed/factories/accounts.ts'
import { addExpertProfile, createExpert, type ExpertOverrides } from '../../seed/factories/experts.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { createChatRepository } from '../chat/repository.ts'
import { replyTimesJob } from './reply-times.ts'

// Tests share one database with other files (and the demo experts another file seeds), so every expert here has
// one of this file's own subjects and each list is filtered by it.

let t: Awaited<ReturnType<typeof createTestApp>>
let own: { id: number; slug: string; title: string }

beforeAll(async () => {
  t = await createTestApp()
  own = await createSubject(t.db, { title: `Zoology of ${randomUUID().slice(0, 8)}` })
})
afterAll(() => t.close())

/** An expert in `subject` (this file's own unless told), besides any subjects given by slug. */
async function expert(overrides: ExpertOverrides & { subjects?: string[] } = {}, subject = own) {
  const { subjects = [], ...rest } = overrides
  const bySlug = await lookupIds(t.db, Object.fromEntries(subjects.map((slug) => [slug, `subjects/${slug}` as const])))
  const subjectIds = [subject.id, ...subjects.map((slug) => bySlug[slug]!)]
  return createExpert(t.db, { subjectIds, ...rest })
}

async function list(query: string) {
  const res = await t.guest.get(`/api/subject-experts?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(ExpertListResponse, res.json()).data
}
const names = (experts: Expert[]) => experts.map((e) => e.name)
const inSubject = async (subject: { slug: string }, extra = '') => list(`subject=${subject.slug}${extra}`)

/** Makes the expert helped in `count` conversations, each answered once after ten minutes. */
async function helped(expertId: string, count: number) {
  for (let i = 0; i < count; i++) await createChat(t.db, expertId, [['member', 0], ['expert', 10]])
}

describe('GET /api/subject-experts', () => {
  it('shows visitors each listed expert as a card with what a member weighs before paying', async () => {
    const subject = await createSubject(t.db, { title: 'Aardvark Cardiology' })
    const { dmMch, physician } = await lookupIds(t.db, { dmMch: 'qualifications/dm-mch', physician: 'professions/physician' })
    const made = await expert(
      {
        name: 'Dr. Meera Pillai',
        bio: 'Interventional cardiologist.\nReviews trial protocols.',
        qualificationId: dmMch,
        professionId: physician,
        subjects: ['pharmacology', 'cardiology'],
        languages: ['English', 'Malayalam'],
        verified: true,
        orcid: '0000-0002-1825-0097',
      },
      subject,
    )
    const { experts, hasMore } = await inSubject(subject)
    expect(hasMore).toBe(false)
    expect(experts).toEqual([
      {
        id: made.id,
        name: 'Dr. Meera Pillai',
        image: null,
        bio: 'Interventional cardiologist.\nReviews trial protocols.',
        qualification: { title: 'DM/MCh' },
        profession: { title: 'Physician' },
        expertSubjects: [
          { subject: { slug: subject.slug, title: 'Aardvark Cardiology' } },
          { subject: { slug: 'cardiology', title: 'Cardiology' } },
          { subject: { slug: 'pharmacology', title: 'Pharmacology' } },
        ],
        languages: ['English', 'Malayalam'],
        verified: true,
        orcid: '0000-0002-1825-0097',
        responseTimeMinutes: null,
        helpedCount: 0,
        demo: false,
      },
    ])
  })

  it('reads a blank bio and missing lookups as none', async () => {
    const subject = await createSubject(t.db)
    await expert({ name: 'Dr. Plain', bio: '  ', qualificationId: null, professionId: null }, subject)
    const [card] = (await inSubject(subject)).experts
    expect(card).toMatchObject({ bio: null, qualification: null, profession: null, verified: false, orcid: null })
  })

  it('never lists an unlisted expert, one whose role was taken away, staff, or an expert without a profile', async () => {
    const subject = await createSubject(t.db)
    const shown = await expert({ name: 'Dr. Shown Hidecheck' }, subject)
    await expert({ name: 'Dr. Unlisted Hidecheck', listed: false }, subject)
    const demoted = await expert({ name: 'Dr. Demoted Hidecheck' }, subject)
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', demoted.id).execute()
    const staff = await createUser(t.db, { name: 'Dr. Staff Hidecheck', role: 'admin', subjectIds: [subject.id] })
    await addExpertProfile(t.db, staff.id)
    await createUser(t.db, { name: 'Dr. Bare Hidecheck', role: 'expert', subjectIds: [subject.id] })
    for (const query of [`subject=${subject.slug}`, 'search=hidecheck', `subject=${subject.slug}&search=hidecheck`]) {
      const { experts } = await list(query)
      expect(experts.map((e) => [e.id, e.name]), query).toEqual([[shown.id, 'Dr. Shown Hidecheck']])
    }
  })

  it('lists the verified first, then those who helped most, then by name, then by id', async () => {
    const subject = await createSubject(t.db)
    const make = (name: string, overrides: ExpertOverrides = {}) => expert({ name, ...overrides }, subject)
    const zed = await make('Dr. Zed Verified', { verified: true })
    const yan = await make('Dr. Yan Verified', { verified: new Date('2026-01-01T00:00:00Z') })
    const amy = await make('Dr. Amy Helper')
    const twins = [await make('Dr. Bob Twin'), await make('Dr. Bob Twin')].sort((a, b) => (a.id < b.id ? -1 : 1))
    const quiet = await make('Dr. Abe Quiet')
    await helped(yan.id, 2)
    await helped(amy.id, 3)
    await helped(twins[0]!.id, 1)
    await helped(twins[1]!.id, 1)
    const { experts } = await inSubject(subject)
    expect(experts.map((e) => e.id)).toEqual([yan.id, zed.id, amy.id, twins[0]!.id, twins[1]!.id, quiet.id])
    expect(experts.map((e) => e.helpedCount)).toEqual([2, 0, 3, 1, 1, 0])
  })

  it('sorts by name, or by the quickest typical reply as last measured (none measured last), when asked', async () => {
    const subject = await createSubject(t.db)
    const make = (name: string, overrides: ExpertOverrides = {}) => expert({ name, ...overrides }, subject)
    const slow = await make('Dr. Ann Slow', { verified: true })
    const quick = await make('Dr. Cal Quick')
    const silent = await make('Dr. Bo Silent')
    const middle = await make('Dr. Dee Middle')
    await createChat(t.db, slow.id, [['member', 0], ['expert', 240]])
    await createChat(t.db, quick.id, [['member', 0], ['expert', 5]])
    await createChat(t.db, middle.id, [['member', 0], ['expert', 60]])
    const ids = async (sort: string) => (await inSubject(subject, `&sort=${sort}`)).experts.map((e) => e.id)

    expect(await ids('name')).toEqual([slow.id, silent.id, quick.id, middle.id])
    expect(await ids('helpful')).toEqual([slow.id, quick.id, middle.id, silent.id])
    // Not measured yet: every expert counts as having no reply time, so the order is by name.
    expect(await ids('reply-time')).toEqual([slow.id, silent.id, quick.id, middle.id])
    await replyTimesJob(t.db).run()
    expect(await ids('reply-time')).toEqual([quick.id, middle.id, slow.id, silent.id])
    expect((await inSubject(subject, '&sort=reply-time&search=dee')).experts.map((e) => e.id)).toEqual([middle.id])
  })

  it('orders by the name as it is now, and lists again an expert whose role is given back', async () => {
    const subject = await createSubject(t.db)
    const first = await expert({ name: 'Dr. Ada Renamed' }, subject)
    const second = await expert({ name: 'Dr. Bea Stays' }, subject)
    await t.db.updateTable('users').set({ name: 'Dr. Cy Renamed' }).where('id', '=', first.id).execute()
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', second.id).execute()
    expect(names((await inSubject(subject)).experts)).toEqual(['Dr. Cy Renamed'])
    await t.db.updateTable('users').set({ role: 'expert' }).where('id', '=', second.id).execute()
    expect(names((await inSubject(subject)).experts)).toEqual(['Dr. Bea Stays', 'Dr. Cy Renamed'])
  })

  it(`pages by ${EXPERTS_PAGE_SIZE}, with hasMore until the last page and no expert twice`, async () => {
    const subject = await createSubject(t.db)
    for (let i = 0; i < EXPERTS_PAGE_SIZE + 2; i++) await expert({ name: 'Dr. Same Name' }, subject)
    const first = await inSubject(subject)
    const second = await inSubject(subject, '&page=2')
    expect([first.experts.length, first.hasMore, second.experts.length, second.hasMore]).toEqual([EXPERTS_PAGE_SIZE, true, 2, false])
    expect(new Set([...first.experts, ...second.experts].map((e) => e.id)).size).toBe(EXPERTS_PAGE_SIZE + 2)
    expect((await inSubject(subject, '&page=3')).experts).toEqual([])
  })
})

describe('searching and filtering experts', () => {
  let subject: { id: number; slug: string; title: string }
  beforeAll(async () => {
    subject = await createSubject(t.db)
    await expert({ name: 'Dr. Ingrid Halvorsen', bio: 'Works on sepsis in neonates.', subjects: ['neonatology'] }, subject)
    await expert({ name: 'Dr. Tariq Halvorsen', bio: 'Studies heart failure registries.', subjects: ['cardiology'] }, subject)
    await expert({ name: 'Dr. Olu Adeyemi', bio: 'Teaches consultants to write case reports.', subjects: ['medical-education'] }, subject)
  })
  const search = async (text: string) => names((await inSubject(subject, `&search=${encodeURIComponent(text)}`)).experts).sort()

  it('finds words of the name, the subjects and the bio, the last word as a prefix while typing', async () => {
    expect(await search('halvorsen')).toEqual(['Dr. Ingrid Halvorsen', 'Dr. Tariq Halvorsen'])
    expect(await search('ingrid halv')).toEqual(['Dr. Ingrid Halvorsen'])
    expect(await search('neonatology')).toEqual(['Dr. Ingrid Halvorsen'])
    expect(await search('cardio')).toEqual(['Dr. Tariq Halvorsen'])
    expect(await search('registry')).toEqual(['Dr. Tariq Halvorsen'])
    expect(await search('consultant')).toEqual(['Dr. Olu Adeyemi'])
    expect(await search('halvorsen -sepsis')).toEqual(['Dr. Tariq Halvorsen'])
    expect(await search('nobody-here-at-all')).toEqual([])
  })

  it('follows a change of name, bio or subjects at once', async () => {
    const changing = await expert({ name: 'Dr. Before Rename' }, subject)
    await t.db.updateTable('users').set({ name: 'Dr. Quillon After', bio: 'Now studies glaucoma.' }).where('id', '=', changing.id).execute()
    await t.db.insertInto('user_subjects').values({ user_id: changing.id, subject_id: (await lookupIds(t.db, { ophthalmology: 'subjects/ophthalmology' })).ophthalmology }).execute()
    expect(await search('quillon glaucoma ophthalmology')).toEqual(['Dr. Quillon After'])
    expect(await search('before rename')).toEqual([])
  })

  it('follows a subject given or taken away in its filter at once', async () => {
    const other = await createSubject(t.db)
    const moving = await expert({ name: 'Dr. Moving Subject' }, subject)
    await t.db.insertInto('user_subjects').values({ user_id: moving.id, subject_id: other.id }).execute()
    expect(names((await inSubject(other)).experts)).toEqual(['Dr. Moving Subject'])
    await t.db.deleteFrom('user_subjects').where('user_id', '=', moving.id).where('subject_id', '=', subject.id).execute()
    expect(names((await inSubject(subject)).experts)).not.toContain('Dr. Moving Subject')
    expect(names((await inSubject(other)).experts)).toEqual(['Dr. Moving Subject'])
  })

  it('filters by a subject, alone or with a search', async () => {
    expect(names((await list('subject=neonatology&search=halvorsen')).experts)).toEqual(['Dr. Ingrid Halvorsen'])
    expect(names((await list(`subject=${subject.slug}&search=adeyemi`)).experts)).toEqual(['Dr. Olu Adeyemi'])
    // A subject that exists but no listed expert has: an empty list, not an error.
    expect((await list(`subject=${(await createSubject(t.db)).slug}`)).experts).toEqual([])
  })

  it.each(["hal'vorsen", 'halvorsen:*', 'a & !b | (c)', '"unclosed', '\\', '心脏病学', '🫀', '!'.repeat(200), '-'])('answers odd search text %j with a list', async (text) => {
    await search(text)
  })

  it.each([
    [`search=${'x'.repeat(201)}`, 'search', 'Search may be at most 200 characters'],
    ['search=cardio%00logy', 'search', 'Search may hold letters, digits and punctuation only'],
    ['subject=alchemy', 'subject', 'Choose a subject from the list'],
    ['subject=Not%20A%20Slug', 'subject', undefined],
    ['subject=%27%20OR%201%3D1', 'subject', undefined],
    [`subject=${'a'.repeat(121)}`, 'subject', 'Slug is too long'],
    ['page=0', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=abc', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=1000000', 'page', 'Page must be a whole number from 1 to 100'],
    ['sort=fastest', 'sort', 'Sort must be one of: helpful, name, reply-time'],
  ])('answers %s with a 400 naming the field', async (query, path, message) => {
    const res = await t.guest.get(`/api/subject-experts?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path, ...(message && { message }) })] })
  })
})

describe('GET /api/subject-experts/subjects', () => {
  it('offers the subjects listed experts have, by title, and none that only hidden experts have', async () => {
    const tag = randomUUID().slice(0, 8)
    const [beta, alpha, hidden] = [
      await createSubject(t.db, { title: `Expert subject ${tag} Beta` }),
      await createSubject(t.db, { title: `Expert subject ${tag} Alpha` }),
      await createSubject(t.db, { title: `Expert subject ${tag} Hidden` }),
    ]
    await expert({}, beta)
    await expert({}, alpha)
    await expert({ listed: false }, hidden)
    const res = await t.guest.get('/api/subject-experts/subjects')
    expect(res.statusCode).toBe(200)
    const mine = v.parse(ExpertSubjectsResponse, res.json()).data.filter((s) => s.title.includes(tag))
    expect(mine).toEqual([
      { slug: alpha.slug, title: alpha.title },
      { slug: beta.slug, title: beta.title },
    ])
  })
})

describe('how soon and how often an expert answers', () => {
  const DAY_MINUTES = 24 * 60
  const card = async (id: string, subject: { slug: string }) => (await inSubject(subject)).experts.find((e) => e.id === id)!

  it('counts the conversations answered, and the median wait for an answer over the last 90 days', async () => {
    const subject = await createSubject(t.db)
    const made = await expert({}, subject)
    // Waits of 30 and 20 minutes: a run of two questions is timed from the first; a second answer in a row is no wait.
    await createChat(t.db, made.id, [['member', 0], ['member', 5], ['expert', 30], ['member', 60], ['expert', 80], ['expert', 81]])
    // A wait of 90 minutes.
    const quick = await createChat(t.db, made.id, [['member', 0], ['expert', 90]])
    // Unanswered, or answered by staff only: neither a wait nor a conversation helped.
    await createChat(t.db, made.id, [['member', 0], ['member', 3]])
    await createChat(t.db, made.id, [['member', 0], ['staff', 4]])
    // Answered 100 days ago: helped, but too long ago to say how soon they answer now.
    await createChat(t.db, made.id, [['member', 0], ['expert', 10]], new Date(Date.now() - 100 * DAY_MINUTES * 60_000))
    expect(await card(made.id, subject)).toMatchObject({ helpedCount: 3, responseTimeMinutes: 30 })

    // A conversation that goes (its member deleted their account) takes its count and its waits with it.
    await t.db.deleteFrom('conversations').where('id', '=', quick).execute()
    expect(await card(made.id, subject)).toMatchObject({ helpedCount: 2, responseTimeMinutes: 25 })
  })

  it('counts an answer written the way the chat writes it, in one statement with the conversation’s activity', async () => {
    const subject = await createSubject(t.db)
    const made = await expert({}, subject)
    const conversation = await createChat(t.db, made.id, [['member', 0]])
    const chat = createChatRepository(t.db)
    const sender = { id: made.id, name: made.name, email: made.email }
    await chat.addMessage({ conversationId: conversation, sender, staffName: null, content: 'Happy to help.', clientId: randomUUID() })
    await chat.addMessage({ conversationId: conversation, sender, staffName: null, content: 'One more thing.', clientId: randomUUID() })
    expect(await card(made.id, subject)).toMatchObject({ helpedCount: 1, responseTimeMinutes: expect.any(Number) })
  })

  it('has no response time before the first answer, and counts a conversation once however often answered', async () => {
    const subject = await createSubject(t.db)
    const made = await expert({}, subject)
    await createChat(t.db, made.id, [['member', 0]])
    expect(await card(made.id, subject)).toMatchObject({ helpedCount: 0, responseTimeMinutes: null })
    await createChat(t.db, made.id, [['member', 0], ['expert', 1], ['member', 2], ['expert', 3], ['expert', 4]])
    expect(await card(made.id, subject)).toMatchObject({ helpedCount: 1, responseTimeMinutes: 1 })
  })
})

describe('GET /api/subject-experts/{id}/photo', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

  /** Gives the account a stored profile photo, as the profile's upload does. */
  async function withPhoto(userId: string) {
    const name = `${randomUUID()}.png`
    await t.privateStorage.write(name, png)
    const file = await t.db.insertInto('private_files').values({ owner_id: userId, name, mime_type: 'image/png', size_bytes: png.length }).returning('id').executeTakeFirstOrThrow()
    await t.db.updateTable('users').set({ image_file_id: file.id }).where('id', '=', userId).execute()
  }

  it('serves a listed expert’s photo to anyone, as an image only, and the card points at it', async () => {
    const subject = await createSubject(t.db)
    const made = await expert({}, subject)
    await withPhoto(made.id)
    expect((await inSubject(subject)).experts[0]!.image).toBe(expertPhotoPath(made.id))
    const res = await t.guest.get(expertPhotoPath(made.id))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(res.rawPayload.equals(png)).toBe(true)
  })

  it('is not found for an unlisted expert, a member, staff, an expert without a photo or an unknown id', async () => {
    const unlisted = await expert({ listed: false })
    const member = await createUser(t.db)
    const staff = await createUser(t.db, { role: 'admin' })
    for (const person of [unlisted, member, staff]) await withPhoto(person.id)
    const bare = await expert()
    for (const id of [unlisted.id, member.id, staff.id, bare.id, randomUUID()]) {
      const res = await t.guest.get(expertPhotoPath(id))
      expect(res.statusCode, id).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
    }
  })

  it('answers a malformed id with a 400', async () => {
    for (const id of ['abc', '1', '..%2F..%2Fetc%2Fpasswd', `${randomUUID()}x`]) {
      const res = await t.guest.get(`/api/subject-experts/${id}/photo`)
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path: 'id' })] })
    }
  })
})
