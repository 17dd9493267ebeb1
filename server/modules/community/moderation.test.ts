import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FlagQueueResponse, moderationMessages, ModerationLogResponse, SilencedResponse } from '../../../contract/admin-community.ts'
import { messages } from '../../../contract/common.ts'
import { communityMessages, FlagResponse, PostsResponse } from '../../../contract/community.ts'
import { NotificationsResponse } from '../../../contract/notifications.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createSession } from '../../seed/factories/accounts.ts'
import { createComment, createCommunityMember, createPost } from '../../seed/factories/community.ts'
import { searchable } from '../../seed/factories/unique.ts'
import { FLAGS_TO_HIDE } from './service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let staff: Awaited<ReturnType<typeof t.signIn>>

beforeAll(async () => {
  t = await createTestApp()
  staff = await t.signIn({ role: 'admin', name: 'Moderator Mia' })
})
afterAll(() => t.close())

async function member(name = 'Dr. Kiran Rao') {
  const user = await createCommunityMember(t.db, { name })
  const token = await createSession(t.db, user.id)
  return { ...user, token, api: t.client({ token }) }
}

const flag = (client: ApiClient, url: string, reason = 'spam') => client.post(`${url}/flag`, { reason })
const inFeed = async (title: string) => v.parse(PostsResponse, (await t.guest.get(`/api/community-posts?search=${encodeURIComponent(title)}`)).json()).data.posts.length > 0
const queue = async () => v.parse(FlagQueueResponse, (await staff.api.get('/api/admin/community/flags')).json()).data.items
const log = async () => v.parse(ModerationLogResponse, (await staff.api.get('/api/admin/community/log')).json()).data.actions
/** The log's entries about one post or member, newest first: other files moderate at the same time. */
const logOf = async (targetId: string) => (await log()).filter((action) => action.targetId === targetId)
const notices = async (client: ApiClient) => v.parse(NotificationsResponse, (await client.get('/api/notifications')).json()).data.notifications

/** A post flagged by enough members to be hidden. */
async function hiddenPost() {
  const author = await member('Dr. Spam Writer')
  const title = searchable('cheapdegrees')
  const postId = await createPost(t.db, author.id, { title })
  for (let i = 0; i < FLAGS_TO_HIDE; i++) await flag((await member()).api, `/api/community-posts/${postId}`, i === 0 ? 'inappropriate' : 'spam')
  return { author, postId, title }
}

describe('flags', () => {
  it('hides a post once enough members flag it, tells its author, and puts it first in the staff queue', async () => {
    const author = await member('Dr. Spam Writer')
    const title = searchable('cheapdegrees')
    // Written by the demo data, as a demo site's first flagged post would be: staff's card says so.
    const postId = await createPost(t.db, author.id, { title, demo: true })
    const flaggers = await Promise.all(Array.from({ length: FLAGS_TO_HIDE }, () => member()))
    for (const [i, flagger] of flaggers.entries()) {
      const res = await flag(flagger.api, `/api/community-posts/${postId}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(v.parse(FlagResponse, res.json())).toEqual({ message: communityMessages.flagged, data: { hidden: i === FLAGS_TO_HIDE - 1 } })
    }
    expect(await inFeed(title)).toBe(false)
    expect((await t.guest.get(`/api/community-posts/${postId}/comments`)).statusCode).toBe(404)
    expect((await notices(author.api))[0]).toMatchObject({ title: 'Your post was hidden pending review' })
    const items = await queue()
    const at = items.findIndex((item) => item.id === postId)
    const first = items[at]
    expect(first).toMatchObject({ type: 'post', id: postId, postTitle: title, demo: true, flags: { spam: FLAGS_TO_HIDE, 'off-topic': 0, inappropriate: 0 }, author: { id: author.id } })
    expect(first!.hiddenAt).not.toBeNull()
    // First but for what other files hid meanwhile: only items hidden and flagged since may come before it.
    for (const ahead of items.slice(0, at)) expect(ahead.hiddenAt !== null && ahead.lastFlaggedAt >= first!.lastFlaggedAt, JSON.stringify(ahead)).toBe(true)
  })

  it('counts a member’s flag once, refuses flagging one’s own item, and hides at once when staff flag', async () => {
    const author = await member()
    const title = searchable('once')
    const postId = await createPost(t.db, author.id, { title })
    const flagger = await member()
    for (let i = 0; i < 5; i++) expect((await flag(flagger.api, `/api/community-posts/${postId}`)).json().data).toEqual({ hidden: false })
    expect(await inFeed(title)).toBe(true)
    const own = await flag(author.api, `/api/community-posts/${postId}`)
    expect(own.statusCode).toBe(400)
    expect((await flag(staff.api, `/api/community-posts/${postId}`, 'off-topic')).json().data).toEqual({ hidden: true })
    expect(await inFeed(title)).toBe(false)
  })

  it('hides a flagged comment and its replies from the thread and the count', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, author.id, { text: 'Buy followers here' })
    await createComment(t.db, postId, author.id, { parentId: commentId })
    await createComment(t.db, postId, author.id, { text: 'A fair comment' })
    expect((await flag(staff.api, `/api/community-posts/${postId}/comments/${commentId}`, 'spam')).json().data).toEqual({ hidden: true })
    const thread = (await t.guest.get(`/api/community-posts/${postId}/comments`)).json().data.comments
    expect(thread.map((c: { text: string }) => c.text)).toEqual(['A fair comment'])
    const { comments } = await t.db.selectFrom('community_posts').select('comments').where('id', '=', postId).executeTakeFirstOrThrow()
    expect(comments).toBe(1)
  })

  it.each([
    ['a reason not on the list', { reason: 'boring' }, communityMessages.reason],
    ['no reason', {}, messages.required],
    ['markup as the reason', { reason: '<script>alert(1)</script>' }, communityMessages.reason],
  ])('refuses %s with a field message', async (_case, body, message) => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const res = await (await member()).api.post(`/api/community-posts/${postId}/flag`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ path: 'reason', message })
    expect(await t.db.selectFrom('community_flags').select('id').where('post_id', '=', postId).execute()).toEqual([])
  })

  it('sends a visitor to sign in and answers an unknown item with a 404', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    expect((await flag(t.guest, `/api/community-posts/${postId}`)).statusCode).toBe(401)
    expect((await flag(author.api, `/api/community-posts/${randomUUID()}`)).statusCode).toBe(404)
    expect((await flag(author.api, `/api/community-posts/${postId}/comments/${randomUUID()}`)).statusCode).toBe(404)
  })
})

describe('staff decisions', () => {
  it('restores a hidden post, closing its flags, telling the author, and recording who did it', async () => {
    const { author, postId, title } = await hiddenPost()
    const res = await staff.api.post(`/api/admin/community/posts/${postId}/restore`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: moderationMessages.restored })
    expect(await inFeed(title)).toBe(true)
    expect((await queue()).map((item) => item.id)).not.toContain(postId)
    expect((await notices(author.api))[0]).toMatchObject({ title: 'Your post is visible again' })
    expect(await logOf(postId)).toEqual([expect.objectContaining({ actorName: 'Moderator Mia', action: 'restore', targetType: 'post', targetId: postId, authorName: 'Dr. Spam Writer', summary: title })])
    const again = await staff.api.post(`/api/admin/community/posts/${postId}/restore`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(moderationMessages.nothingToReview)
  })

  it('deletes a flagged post through the community’s own path, recording why, and telling the author', async () => {
    const { author, postId, title } = await hiddenPost()
    const res = await staff.api.delete(`/api/community-posts/${postId}/delete`)
    expect(res.statusCode).toBe(200)
    expect(await t.db.selectFrom('community_posts').select('id').where('id', '=', postId).execute()).toEqual([])
    expect(await logOf(postId)).toEqual([expect.objectContaining({ action: 'delete', targetId: postId, summary: title, reason: 'Flagged as inappropriate (1), spam (2)' })])
    expect((await notices(author.api))[0]).toMatchObject({ title: 'Your post was removed by a moderator', text: `“${title}” was removed. Flagged as inappropriate (1), spam (2).` })
  })

  it('records nothing when an author deletes their own post', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    await author.api.delete(`/api/community-posts/${postId}/delete`)
    expect((await log()).map((action) => action.targetId)).not.toContain(postId)
  })

  it('silences a member, who may read but not write, like or flag until staff let them again', async () => {
    const silenced = await member('Dr. Loud Voice')
    const postId = await createPost(t.db, (await member()).id)
    const res = await staff.api.post(`/api/admin/community/members/${silenced.id}/silence`, { days: 7, reason: 'Repeated spam' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: moderationMessages.silenced, data: { id: silenced.id, reason: 'Repeated spam' } })
    for (const [url, body] of [
      ['/api/community-posts/create', { title: 'Hi', text: 'Hi' }],
      [`/api/community-posts/${postId}/comments/create`, { text: 'Hi' }],
      [`/api/community-posts/${postId}/like/toggle`, {}],
      [`/api/community-posts/${postId}/flag`, { reason: 'spam' }],
    ] as const) {
      const refused = await silenced.api.post(url, body)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'silenced', message: expect.stringContaining('Repeated spam') })
    }
    expect((await silenced.api.get('/api/community-posts')).statusCode).toBe(200)
    expect((await notices(silenced.api))[0]).toMatchObject({ title: 'You cannot write in the community for now' })
    const list = v.parse(SilencedResponse, (await staff.api.get('/api/admin/community/silenced')).json()).data.members
    expect(list.map((m) => m.id)).toContain(silenced.id)

    expect((await staff.api.delete(`/api/admin/community/members/${silenced.id}/silence`)).statusCode).toBe(200)
    expect((await silenced.api.post(`/api/community-posts/${postId}/like/toggle`)).statusCode).toBe(200)
    expect((await staff.api.delete(`/api/admin/community/members/${silenced.id}/silence`)).statusCode).toBe(404)
    expect((await logOf(silenced.id)).map((action) => action.action)).toEqual(['unsilence', 'silence'])
  })

  it.each([
    ['0 days', { days: 0, reason: 'Spam' }, 'days'],
    ['366 days', { days: 366, reason: 'Spam' }, 'days'],
    ['a fraction of a day', { days: 1.5, reason: 'Spam' }, 'days'],
    ['no reason', { days: 3, reason: '  ' }, 'reason'],
    ['a reason over 500 characters', { days: 3, reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses silencing for %s with a field message', async (_case, body, path) => {
    const target = await member()
    const res = await staff.api.post(`/api/admin/community/members/${target.id}/silence`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain(path)
    expect(await t.db.selectFrom('community_silences').select('user_id').where('user_id', '=', target.id).execute()).toEqual([])
  })

  it('refuses silencing staff or an unknown member', async () => {
    const other = await t.signIn({ role: 'admin' })
    expect((await staff.api.post(`/api/admin/community/members/${other.id}/silence`, { days: 1, reason: 'No' })).statusCode).toBe(400)
    expect((await staff.api.post(`/api/admin/community/members/${randomUUID()}/silence`, { days: 1, reason: 'No' })).statusCode).toBe(404)
  })

  it.each([
    ['POST', '/api/admin/community/posts/not-a-uuid/restore', 'postId'],
    ['POST', "/api/admin/community/comments/1'%20OR%201=1/restore", 'commentId'],
    ['POST', '/api/admin/community/members/%3Cscript%3E/silence', 'userId'],
    ['DELETE', '/api/admin/community/members/42/silence', 'userId'],
    ['GET', '/api/admin/community/flags?page=0', 'page'],
    ['GET', '/api/admin/community/log?page=x', 'page'],
    ['GET', '/api/admin/community/silenced?page=99999', 'page'],
  ] as const)('answers staff’s %s %s with a 400 naming %s', async (method, url, path) => {
    const res = method === 'GET' ? await staff.api.get(url) : method === 'POST' ? await staff.api.post(url, { days: 1, reason: 'Spam' }) : await staff.api.delete(url)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain(path)
  })

  it('restores a comment staff hid, and answers an unknown one with a 404', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, author.id, { text: 'A fair remark' })
    await flag(staff.api, `/api/community-posts/${postId}/comments/${commentId}`, 'off-topic')
    expect((await t.guest.get(`/api/community-posts/${postId}/comments`)).json().data.comments).toEqual([])
    expect((await staff.api.post(`/api/admin/community/comments/${commentId}/restore`)).statusCode).toBe(200)
    expect((await t.guest.get(`/api/community-posts/${postId}/comments`)).json().data.comments.map((c: { id: string }) => c.id)).toEqual([commentId])
    expect((await staff.api.post(`/api/admin/community/comments/${randomUUID()}/restore`)).statusCode).toBe(404)
  })

  it('lets only staff use moderation, changing nothing for anyone else', async () => {
    const { postId } = await hiddenPost()
    const target = await member()
    await expectAdminOnly(
      t,
      [
        ['GET', '/api/admin/community/flags'],
        ['GET', '/api/admin/community/silenced'],
        ['GET', '/api/admin/community/log'],
        ['POST', `/api/admin/community/posts/${postId}/restore`],
        ['POST', `/api/admin/community/comments/${randomUUID()}/restore`],
        ['POST', `/api/admin/community/members/${target.id}/silence`],
        ['DELETE', `/api/admin/community/members/${target.id}/silence`],
      ],
      { days: 3, reason: 'Spam' },
    )
    expect((await queue()).find((item) => item.id === postId)?.hiddenAt).not.toBeNull()
    expect(await t.db.selectFrom('community_silences').select('user_id').where('user_id', '=', target.id).execute()).toEqual([])
  })
})
