import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConversationMessagesResponse, ConversationsResponse, CreateConversationResponse, MESSAGES_PAGE_SIZE, type Message } from '../../../contract/chat.ts'
import { upgradeRequired } from '../../../contract/plans.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createChatRepository } from './repository.ts'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A member whose plan includes the chat, signed in. */
async function chatMember(name = 'Dr. Kavya Rao') {
  const member = await createPaidMember(t.db, { name, features: ['connect-to-expert'] })
  const token = await createSession(t.db, member.id)
  return { ...member, token, api: t.client({ token }) }
}

async function signedInExpert(overrides: Parameters<typeof createExpert>[1] = {}) {
  const expert = await createExpert(t.db, overrides)
  const token = await createSession(t.db, expert.id)
  return { ...expert, token, api: t.client({ token }) }
}

async function connect(api: ApiClient, expertId: string) {
  const res = await api.post('/api/conversations/create', { userId: expertId })
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(CreateConversationResponse, res.json()).data.conversationId
}

/** Messages stored straight through the repository, as the socket stores them. */
async function write(conversationId: string, sender: { id: string; name: string; email: string }, count: number, text = 'Message') {
  const repo = createChatRepository(t.db)
  const made: Message[] = []
  for (let i = 1; i <= count; i++) made.push((await repo.addMessage({ conversationId, sender, staffName: null, content: `${text} ${i}`, clientId: randomUUID() })).message)
  return made
}

const countMessages = async (conversationId: string) =>
  Number((await t.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow()).n)

describe('POST /api/conversations/create', () => {
  it('connects a member with the feature to an expert, and reuses the conversation the second time', async () => {
    const member = await chatMember()
    const expert = await createExpert(t.db)
    const first = await connect(member.api, expert.id)
    expect(await connect(member.api, expert.id)).toBe(first)
    const again = await Promise.all([connect(member.api, expert.id), connect(member.api, expert.id)])
    expect(again).toEqual([first, first])
    const rows = await t.db.selectFrom('conversations').select('id').where('member_id', '=', member.id).execute()
    expect(rows).toHaveLength(1)
  })

  it('sends a visitor to sign in and a member without the feature to the plans, making nothing', async () => {
    const expert = await createExpert(t.db)
    const visitor = await t.guest.post('/api/conversations/create', { userId: expert.id })
    expect(visitor.statusCode).toBe(401)
    const free = await t.signIn()
    const refused = await free.api.post('/api/conversations/create', { userId: expert.id })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: upgradeRequired.code, message: upgradeRequired.message })
    const expertAsking = await signedInExpert()
    expect((await expertAsking.api.post('/api/conversations/create', { userId: expert.id })).statusCode).toBe(403)
    const rows = await t.db.selectFrom('conversations').select('id').where('expert_id', '=', expert.id).execute()
    expect(rows).toHaveLength(0)
  })

  it('connects only to experts: not to a member, an admin, an unknown id, oneself, or an expert taken out of the directory', async () => {
    const member = await chatMember()
    const other = await chatMember()
    const admin = await t.signIn({ role: 'admin' })
    const unlisted = await createExpert(t.db, { listed: false })
    for (const userId of [other.id, admin.id, randomUUID(), unlisted.id]) {
      const res = await member.api.post('/api/conversations/create', { userId })
      expect(res.statusCode, userId).toBe(404)
      expect(res.json().message).toBe('Expert not found')
    }
    const self = await admin.api.post('/api/conversations/create', { userId: admin.id })
    expect(self.statusCode).toBe(400)
    expect(await t.db.selectFrom('conversations').select('id').where('member_id', 'in', [member.id, admin.id]).execute()).toHaveLength(0)
  })

  it('keeps an existing conversation open after its expert leaves the directory', async () => {
    const member = await chatMember()
    const expert = await createExpert(t.db)
    const id = await connect(member.api, expert.id)
    await t.db.updateTable('expert_profiles').set({ listed: false }).where('user_id', '=', expert.id).execute()
    expect(await connect(member.api, expert.id)).toBe(id)
  })

  it.each([
    ['no body', undefined],
    ['a list', [1, 2]],
    ['no userId', {}],
    ['a userId that is not a UUID', { userId: 'abc' }],
    ['a number', { userId: 42 }],
    ['markup', { userId: '<script>alert(1)</script>' }],
  ])('answers %s with a 400', async (_, body) => {
    const member = await chatMember()
    const res = await member.api.post('/api/conversations/create', body as object)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBeTruthy()
  })
})

describe('GET /api/conversations and /api/conversations/{id}', () => {
  it('lists only the person’s own conversations, with the other person, the last message and the unread count', async () => {
    const member = await chatMember('Dr. Asha Menon')
    const expert = await signedInExpert({ name: 'Prof. Vikram Sethi' })
    const stranger = await chatMember()
    const id = await connect(member.api, expert.id)
    await write(id, expert, 3, 'From the expert')

    const mine = v.parse(ConversationsResponse, (await member.api.get('/api/conversations')).json()).data
    expect(mine.conversations).toHaveLength(1)
    expect(mine.conversations[0]).toMatchObject({
      id,
      user1: { id: member.id, name: 'Dr. Asha Menon', email: member.email, image: null },
      user2: { id: expert.id, name: 'Prof. Vikram Sethi', email: expert.email },
      lastMessage: { content: 'From the expert 3', sender: { id: expert.id, email: expert.email } },
      unreadCount: 3,
    })
    const theirs = v.parse(ConversationsResponse, (await expert.api.get('/api/conversations')).json()).data
    expect(theirs.conversations[0]).toMatchObject({ id, unreadCount: 0 })
    expect(v.parse(ConversationsResponse, (await stranger.api.get('/api/conversations')).json()).data.conversations).toEqual([])
    expect((await t.guest.get('/api/conversations')).statusCode).toBe(401)
  })

  it('pages messages newest first, and reading the newest page marks them read', async () => {
    const member = await chatMember()
    const expert = await createExpert(t.db)
    const id = await connect(member.api, expert.id)
    const sent = await write(id, expert, MESSAGES_PAGE_SIZE + 5)
    expect((await member.api.get('/api/conversations/unread-count')).json().data.unreadCount).toBe(MESSAGES_PAGE_SIZE + 5)

    const first = v.parse(ConversationMessagesResponse, (await member.api.get(`/api/conversations/${id}?page=1`)).json()).data
    expect(first.messages.map((m) => m.id)).toEqual(sent.slice(-MESSAGES_PAGE_SIZE).map((m) => m.id).reverse())
    expect(first.hasMore).toBe(true)
    expect(first.conversation.reads.user1).toBe(sent.at(-1)!.id)
    const second = v.parse(ConversationMessagesResponse, (await member.api.get(`/api/conversations/${id}?page=2`)).json()).data
    expect(second.messages.map((m) => m.id)).toEqual(sent.slice(0, 5).map((m) => m.id).reverse())
    expect(second.hasMore).toBe(false)
    expect((await member.api.get('/api/conversations/unread-count')).json().data.unreadCount).toBe(0)

    const missed = await write(id, expert, 2, 'While away')
    const after = v.parse(ConversationMessagesResponse, (await member.api.get(`/api/conversations/${id}?after=${sent.at(-1)!.id}`)).json()).data
    expect(after.messages.map((m) => m.content)).toEqual(['While away 2', 'While away 1'])
    expect(after.hasMore).toBe(false)
    expect(missed).toHaveLength(2)
  })

  it('refuses someone else’s conversation with a 403 and an unknown one with a 404, showing nothing', async () => {
    const member = await chatMember()
    const expert = await createExpert(t.db)
    const id = await connect(member.api, expert.id)
    await write(id, member, 1, 'Private')
    const stranger = await chatMember()
    const res = await stranger.api.get(`/api/conversations/${id}`)
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('Private')
    expect((await stranger.api.get(`/api/conversations/${randomUUID()}`)).statusCode).toBe(404)
    expect((await t.guest.get(`/api/conversations/${id}`)).statusCode).toBe(401)
  })

  it.each([
    ['an id that is not a UUID', '/api/conversations/1'],
    ['a page of 0', `/api/conversations/${randomUUID()}?page=0`],
    ['a page past the last allowed', `/api/conversations/${randomUUID()}?page=100000`],
    ['an after that is not a number', `/api/conversations/${randomUUID()}?after=abc`],
    ['a list page of text', '/api/conversations?page=abc'],
  ])('answers %s with a 400', async (_, url) => {
    const member = await chatMember()
    expect((await member.api.get(url)).statusCode).toBe(400)
  })

  it('counts unread messages over all conversations, not the person’s own, and answering reads what came before', async () => {
    const member = await chatMember()
    const [a, b] = [await createExpert(t.db), await createExpert(t.db)]
    const [one, two] = [await connect(member.api, a.id), await connect(member.api, b.id)]
    await write(one, a, 2)
    await write(two, member, 4)
    await write(two, b, 1)
    expect((await member.api.get('/api/conversations/unread-count')).json()).toEqual({ data: { unreadCount: 3 } })
    await write(one, member, 1)
    expect((await member.api.get('/api/conversations/unread-count')).json()).toEqual({ data: { unreadCount: 1 } })
    expect((await t.guest.get('/api/conversations/unread-count')).statusCode).toBe(401)
  })
})

describe('Chat Management: /api/admin/conversations', () => {
  it('refuses everyone but admins, writing nothing', async () => {
    const member = await chatMember()
    const expert = await createExpert(t.db)
    const id = await connect(member.api, expert.id)
    await expectAdminOnly(
      t,
      [
        ['GET', '/api/admin/conversations'],
        ['GET', `/api/admin/conversations/${id}`],
        ['POST', `/api/admin/conversations/${id}/messages`],
      ],
      { message: 'Hello from staff', clientId: randomUUID() },
    )
    expect(await countMessages(id)).toBe(0)
  })

  it('lets staff find any conversation, read it without marking it read, and answer under the staff name', async () => {
    const member = await chatMember('Dr. Nandini Kulkarni')
    const expert = await createExpert(t.db, { name: 'Dr. Rohan Bhat' })
    const id = await connect(member.api, expert.id)
    await write(id, member, 1, 'Question')
    const staff = await t.signIn({ role: 'admin', name: 'Support Desk' })

    const found = (await staff.api.get(`/api/admin/conversations?search=${encodeURIComponent('Nandini Kulkarni')}`)).json().data
    expect(found.conversations.map((c: { id: string }) => c.id)).toEqual([id])
    const read = v.parse(ConversationMessagesResponse, (await staff.api.get(`/api/admin/conversations/${id}`)).json()).data
    expect(read.messages.map((m) => m.content)).toEqual(['Question 1'])
    expect(read.conversation.reads.user2).toBe(0)

    const clientId = randomUUID()
    const answer = await staff.api.post(`/api/admin/conversations/${id}/messages`, { message: 'We are on it.', clientId })
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json().data).toMatchObject({ content: 'We are on it.', sender: null, adminSender: { name: 'Support Desk' } })
    const again = await staff.api.post(`/api/admin/conversations/${id}/messages`, { message: 'We are on it.', clientId })
    expect(again.json().data.id).toBe(answer.json().data.id)
    expect(await countMessages(id)).toBe(2)

    const memberView = v.parse(ConversationMessagesResponse, (await member.api.get(`/api/conversations/${id}`)).json()).data
    expect(memberView.messages[0]).toMatchObject({ content: 'We are on it.', adminSender: { name: 'Support Desk' }, sender: null })
  })

  it('refuses a client id already used for a message in another conversation, storing nothing there', async () => {
    const member = await chatMember()
    const [one, two] = [await connect(member.api, (await createExpert(t.db)).id), await connect(member.api, (await createExpert(t.db)).id)]
    const staff = await t.signIn({ role: 'admin' })
    const clientId = randomUUID()
    expect((await staff.api.post(`/api/admin/conversations/${one}/messages`, { message: 'First', clientId })).statusCode).toBe(201)
    const reused = await staff.api.post(`/api/admin/conversations/${two}/messages`, { message: 'Second', clientId })
    expect(reused.statusCode).toBe(409)
    expect(reused.json().code).toBe('client_id_reused')
    expect(await countMessages(two)).toBe(0)
  })

  it.each([
    ['an empty message', { message: '', clientId: randomUUID() }],
    ['only spaces', { message: '   \n ', clientId: randomUUID() }],
    ['10,001 characters', { message: 'x'.repeat(10_001), clientId: randomUUID() }],
    ['no clientId', { message: 'Hello' }],
    ['a clientId that is not a UUID', { message: 'Hello', clientId: 'one' }],
    ['a message that is not text', { message: { text: 'Hello' }, clientId: randomUUID() }],
  ])('refuses a staff answer with %s, storing nothing', async (_, body) => {
    const member = await chatMember()
    const id = await connect(member.api, (await createExpert(t.db)).id)
    const staff = await t.signIn({ role: 'admin' })
    const res = await staff.api.post(`/api/admin/conversations/${id}/messages`, body)
    expect(res.statusCode).toBe(400)
    expect(await countMessages(id)).toBe(0)
  })

  it('keeps a search to its limits', async () => {
    const staff = await t.signIn({ role: 'admin' })
    expect((await staff.api.get(`/api/admin/conversations?search=${'a'.repeat(1000)}`)).statusCode).toBe(400)
    expect((await staff.api.get(`/api/admin/conversations?search=%25_%25`)).statusCode).toBe(200)
  })
})
