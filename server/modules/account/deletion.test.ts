import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETED_NAME, deletionMessages } from '../../../contract/account-deletion.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession, createUser } from '../../seed/factories/accounts.ts'
import { createComment, createPost } from '../../seed/factories/community.ts'
import { createContactMessage } from '../../seed/factories/enquiries.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { searchable, unique } from '../../seed/factories/unique.ts'
import { createChatRepository } from '../chat/repository.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PASSWORD = 'correct-horse-42'
const account = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** A paying member with a photo, settings, a post, a comment, a message to an expert and a payment. */
async function memberWithHistory() {
  const member = await createPaidMember(t.db, { name: 'Dr. Nisha Rao', bio: 'Cardiologist', email: `${unique('nisha')}@example.com` })
  const token = await createSession(t.db, member.id)
  const title = unique('Myquestion')
  const post = { id: await createPost(t.db, member.id, { title }), title }
  const comment = { id: await createComment(t.db, post.id, member.id, { text: 'A reply of mine' }) }
  const photo = `${crypto.randomUUID()}.png`
  await t.privateStorage.write(photo, Buffer.from('png'))
  const file = await t.db.insertInto('private_files').values({ owner_id: member.id, name: photo, mime_type: 'image/png', size_bytes: 3 }).returning('id').executeTakeFirstOrThrow()
  await t.db.updateTable('users').set({ image_file_id: file.id }).where('id', '=', member.id).execute()
  await t.db.insertInto('user_settings').values({ user_id: member.id, skills: JSON.stringify(['Echo']), experience: '[]', education: '[]', licences: '[]' }).execute()
  const expert = await createExpert(t.db)
  const conversation = await createChatRepository(t.db).open(member.id, expert.id)
  await t.db.insertInto('messages').values({ conversation_id: conversation.id, sender_id: member.id, content: 'Hello doctor', client_id: crypto.randomUUID() }).execute()
  await t.db.insertInto('payment_orders').values({ user_id: member.id, plan_id: member.planId, amount_minor: 49900, currency: 'INR' }).execute()
  await t.db.insertInto('two_step').values({ user_id: member.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', enabled_at: new Date(), recovery_salt: Buffer.from('salt') }).execute()
  await t.db.insertInto('two_step_recovery_codes').values({ user_id: member.id, code_hash: Buffer.from('code') }).execute()
  await t.db.insertInto('saved_items').values({ user_id: member.id, kind: 'expert', expert_id: expert.id }).execute()
  await t.db.insertInto('saved_searches').values({ user_id: member.id, name: 'Cardiology posts', area: 'vacancies', filters: JSON.stringify({ search: 'cardiology' }) }).execute()
  const feedToken = 'F'.repeat(43)
  await t.db.insertInto('saved_event_feeds').values({ user_id: member.id, token: feedToken }).execute()
  const session = await t.db.selectFrom('sessions').select('id').where('user_id', '=', member.id).executeTakeFirstOrThrow()
  const push = { endpoint: `https://push.example.com/${unique('device')}`, p256dh: `B${'P'.repeat(86)}`, auth: 'Q'.repeat(22) }
  await t.db.insertInto('push_subscriptions').values({ user_id: member.id, session_id: session.id, ...push }).execute()
  return { ...member, token, api: t.client({ token }), post, comment, photo, expert, conversationId: conversation.id, feedToken, push }
}

/** What must hold of any deleted account: nothing left that names the person or lets anyone in; the row stays. */
async function expectAnonymised(id: string, email: string, password = PASSWORD) {
  const row = await account(id)
  expect(row).toMatchObject({ name: DELETED_NAME, role: 'user', bio: null, image_file_id: null, qualification_id: null, profession_id: null })
  expect(row.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/)
  expect(row.deleted_at).toBeInstanceOf(Date)
  expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('private_files').select('id').where('owner_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('user_settings').select('user_id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('user_subjects').select('user_id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('two_step').select('user_id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('two_step_recovery_codes').select('id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('saved_items').select('id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('saved_event_feeds').select('user_id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('saved_searches').select('id').where('user_id', '=', id).execute()).toEqual([])
  expect(await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', id).execute()).toEqual([])
  const signIn = await t.guest.post('/api/login', { email, password })
  expect(signIn.statusCode).toBe(401)
  expect((await t.guest.post('/api/login', { email: row.email, password })).statusCode).toBe(401)
}

describe('POST /api/user/delete-account', () => {
  it('anonymises the member’s own account and keeps their posts, messages and payments under “Deleted member”', async () => {
    const member = await memberWithHistory()
    const res = await member.api.post('/api/user/delete-account', { password: PASSWORD })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(deletionMessages.deleted)

    await expectAnonymised(member.id, member.email)
    expect(await t.privateStorage.exists(member.photo)).toBe(false)
    expect((await member.api.get('/api/user/get')).statusCode).toBe(401)
    const posts = (await t.guest.get(`/api/community-posts?search=${encodeURIComponent(member.post.title)}`)).json().data.posts
    expect(posts).toMatchObject([{ id: member.post.id, user: { name: DELETED_NAME } }])
    const comments = (await t.guest.get(`/api/community-posts/${member.post.id}/comments`)).json().data.comments
    expect(comments).toMatchObject([{ id: member.comment.id, user: { name: DELETED_NAME } }])
    const chat = await t.client({ token: await createSession(t.db, member.expert.id) }).get(`/api/conversations/${member.conversationId}`)
    expect(chat.json().data.messages).toMatchObject([{ content: 'Hello doctor', sender: { name: DELETED_NAME } }])
    expect(await t.db.selectFrom('payment_orders').select('amount_minor').where('user_id', '=', member.id).execute()).toEqual([{ amount_minor: 49900 }])
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', member.id).execute()).toHaveLength(1)
  })

  it('takes an expert out of the directory', async () => {
    const word = searchable('Gone')
    const expert = await createExpert(t.db, { name: `Prof. ${word}`, verified: true })
    const directory = async () => (await t.guest.get(`/api/subject-experts?search=${word}`)).json().data.experts.map((e: { id: string }) => e.id)
    expect(await directory()).toEqual([expert.id])
    const api = t.client({ token: await createSession(t.db, expert.id) })
    expect((await api.post('/api/user/delete-account', { password: PASSWORD })).statusCode).toBe(200)
    expect(await t.db.selectFrom('expert_profiles').select('user_id').where('user_id', '=', expert.id).execute()).toEqual([])
    expect(await directory()).toEqual([])
  })

  it('needs the password; wrong ones change nothing and count against the sign-in lockout', async () => {
    const member = await t.signIn()
    const wrong = await member.api.post('/api/user/delete-account', { password: 'not-my-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues).toEqual([{ path: 'password', message: deletionMessages.wrongPassword }])
    for (let i = 0; i < 9; i++) await member.api.post('/api/user/delete-account', { password: `guess-${i}` })
    expect((await member.api.post('/api/user/delete-account', { password: PASSWORD })).statusCode).toBe(429)
    expect((await t.guest.post('/api/login', { email: member.email, password: PASSWORD })).statusCode).toBe(429)
    expect((await account(member.id)).deleted_at).toBeNull()
  })

  it('refuses visitors and malformed bodies', async () => {
    expect((await t.guest.post('/api/user/delete-account', { password: PASSWORD })).statusCode).toBe(401)
    const member = await t.signIn()
    for (const body of [{}, { password: '' }, { password: 'x'.repeat(500) }, { password: ['a'] }]) {
      const res = await member.api.post('/api/user/delete-account', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues[0].path).toBe('password')
    }
    expect((await account(member.id)).deleted_at).toBeNull()
  })
})

describe('DELETE /api/admin/users/{id}', () => {
  it('is for those who manage accounts; nobody else deletes anyone', async () => {
    const target = await createUser(t.db)
    await expectAdminOnly(t, [['DELETE', `/api/admin/users/${target.id}`]], { confirmEmail: target.email }, { permission: 'users.manage' })
    expect((await account(target.id)).deleted_at).toBeNull()
  })

  it('anonymises the account once the email is typed again, in any case, and records who did it', async () => {
    const member = await memberWithHistory()
    const admin = await t.signIn({ role: 'admin' })
    const wrong = await admin.api.delete(`/api/admin/users/${member.id}`, { confirmEmail: 'someone@example.com' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues).toEqual([{ path: 'confirmEmail', message: deletionMessages.emailMismatch }])
    expect((await account(member.id)).deleted_at).toBeNull()

    const res = await admin.api.delete(`/api/admin/users/${member.id}`, { confirmEmail: ` ${member.email.toUpperCase()} ` })
    expect(res.statusCode, res.body).toBe(200)
    await expectAnonymised(member.id, member.email)
    expect((await member.api.get('/api/user/get')).statusCode).toBe(401)
    const entries = await t.db.selectFrom('audit_log').selectAll().where('record_type', '=', 'user').where('record_id', '=', member.id).execute()
    expect(entries).toMatchObject([{ actor_id: admin.id, area: 'users', action: 'delete', before: { name: 'Dr. Nisha Rao', email: member.email, role: 'user' } }])
    // Gone is gone: a second try finds no account.
    expect((await admin.api.delete(`/api/admin/users/${member.id}`, { confirmEmail: member.email })).statusCode).toBe(404)
  })

  it('refuses one’s own account, an account whose role holds more than the actor, and unknown ids', async () => {
    await t.db.insertInto('roles').values({ slug: 'account-desk', name: unique('Account desk'), permissions: ['users.read', 'users.manage'] }).onConflict((oc) => oc.doNothing()).execute()
    const desk = await t.signIn({ role: 'account-desk' })
    const own = await desk.api.delete(`/api/admin/users/${desk.id}`, { confirmEmail: desk.email })
    expect(own.statusCode).toBe(409)
    expect(own.json().message).toBe(deletionMessages.ownAccount)
    const editor = await createUser(t.db, { role: 'editor' })
    const more = await desk.api.delete(`/api/admin/users/${editor.id}`, { confirmEmail: editor.email })
    expect(more.statusCode).toBe(403)
    expect(more.json().message).toBe(deletionMessages.holdsMore)
    expect((await account(editor.id)).deleted_at).toBeNull()
    expect((await account(desk.id)).deleted_at).toBeNull()
    expect((await desk.api.delete('/api/admin/users/00000000-0000-4000-8000-000000000000', { confirmEmail: 'a@b.co' })).statusCode).toBe(404)
    expect((await desk.api.delete('/api/admin/users/not-an-id', { confirmEmail: 'a@b.co' })).statusCode).toBe(400)
    const member = await createUser(t.db)
    for (const body of [{}, { confirmEmail: '' }, { confirmEmail: 'x'.repeat(300) }]) {
      const res = await desk.api.delete(`/api/admin/users/${member.id}`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues[0].path).toBe('confirmEmail')
    }
    expect((await desk.api.delete(`/api/admin/users/${member.id}`, { confirmEmail: member.email })).statusCode).toBe(200)
  })
})

describe('GET /api/user/export', () => {
  it('answers a JSON file of the member’s own data, and nobody else’s', async () => {
    const member = await memberWithHistory()
    const other = await createUser(t.db, { name: 'Someone Else' })
    const othersPost = await createPost(t.db, other.id, { title: unique('Not mine') })
    await createContactMessage(t.db, { email: member.email, message: 'Please call me back' })
    await createContactMessage(t.db, { email: other.email, message: 'Another person’s message' })

    const res = await member.api.get('/api/user/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="scholar-hub-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = res.json()
    expect(data.profile).toMatchObject({ id: member.id, name: 'Dr. Nisha Rao', email: member.email, bio: 'Cardiologist' })
    expect(data.settings.skills).toEqual(['Echo'])
    expect(data.posts).toMatchObject([{ id: member.post.id }])
    expect(data.comments).toMatchObject([{ id: member.comment.id, text: 'A reply of mine' }])
    expect(data.messages).toMatchObject([{ content: 'Hello doctor' }])
    expect(data.conversations).toMatchObject([{ id: member.conversationId, member: 'Dr. Nisha Rao' }])
    expect(data.payments).toMatchObject([{ amountMinor: 49900, currency: 'INR' }])
    expect(data.subscriptions).toHaveLength(1)
    expect(data.contactMessages).toMatchObject([{ message: 'Please call me back' }])
    expect(data.sessions).toHaveLength(1)
    expect(data.savedItems).toMatchObject([{ kind: 'expert', id: member.expert.id, title: member.expert.name }])
    expect(data.savedSearches).toMatchObject([{ name: 'Cardiology posts', area: 'vacancies', filters: { search: 'cardiology' }, alert: 'never' }])
    // Which device has notifications on and since when; never the device's endpoint or keys.
    expect(data.pushSubscriptions).toMatchObject([{ createdAt: expect.any(String) }])
    for (const secret of Object.values(member.push)) expect(res.body).not.toContain(secret)
    expect(res.body).not.toContain(member.feedToken)
    expect(res.body).not.toMatch(/token_?hash/i)
    expect(res.body).not.toContain(member.token)
    expect(res.body).not.toContain(othersPost)
    expect(res.body).not.toContain(other.email)
    expect(res.body).not.toContain('Another person’s message')
  })

  it('is for the signed-in member, a few times an hour', async () => {
    expect((await t.guest.get('/api/user/export')).statusCode).toBe(401)
    const member = await t.signIn()
    for (let i = 0; i < 3; i++) expect((await member.api.get('/api/user/export')).statusCode).toBe(200)
    const limited = await member.api.get('/api/user/export')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })
})

describe('the last admin', () => {
  let own: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    own = await createTestApp({ ownDatabase: true })
  })
  afterAll(() => own.close())

  it('cannot be deleted, by themselves or anyone: the site always keeps an admin', async () => {
    const admin = await own.signIn({ role: 'admin' })
    const refused = await admin.api.post('/api/user/delete-account', { password: PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(deletionMessages.lastAdmin)
    const second = await own.signIn({ role: 'admin' })
    // With two, either may go; then the other is the last.
    expect((await second.api.delete(`/api/admin/users/${admin.id}`, { confirmEmail: admin.email })).statusCode).toBe(200)
    expect((await second.api.post('/api/user/delete-account', { password: PASSWORD })).statusCode).toBe(409)
    expect((await own.db.selectFrom('users').select('deleted_at').where('id', '=', second.id).executeTakeFirstOrThrow()).deleted_at).toBeNull()
  })
})
