import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMENTS_PAGE_SIZE, CommentResponse, CommentsResponse, communityMessages, ReplyResponse } from '../../../contract/community.ts'
import { NotificationsResponse } from '../../../contract/notifications.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createSession } from '../../seed/factories/accounts.ts'
import { createComment, createCommunityMember, createPost } from '../../seed/factories/community.ts'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function member(name = 'Dr. Sana Kapoor') {
  const user = await createCommunityMember(t.db, { name })
  const token = await createSession(t.db, user.id)
  return { ...user, token, api: t.client({ token }) }
}

const comments = async (postId: string, client: ApiClient = t.guest, page = 1) => {
  const res = await client.get(`/api/community-posts/${postId}/comments?page=${page}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(CommentsResponse, res.json()).data
}

const commentCount = async (postId: string) => (await t.db.selectFrom('community_posts').select('comments').where('id', '=', postId).executeTakeFirstOrThrow()).comments

const notices = async (client: ApiClient) => v.parse(NotificationsResponse, (await client.get('/api/notifications')).json()).data.notifications

describe('comments and replies', () => {
  it('adds a comment and a reply under it, counted on the post, oldest first, with who may delete each', async () => {
    const author = await member()
    const reader = await member('Dr. Vikram Shah')
    const postId = await createPost(t.db, author.id)
    const made = await reader.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'Line one\nLine <i>two</i>' })
    expect(made.statusCode, made.body).toBe(201)
    const comment = v.parse(CommentResponse, made.json()).data
    expect(comment).toMatchObject({ text: 'Line one\nLine <i>two</i>', parentId: null, childComments: [], canDelete: true, user: { name: 'Dr. Vikram Shah' } })

    const replied = await author.api.post(`/api/community-posts/${postId}/comments/${comment.id}/reply/create`, { text: 'Thanks!' })
    expect(replied.statusCode, replied.body).toBe(201)
    const reply = v.parse(ReplyResponse, replied.json()).data
    expect(reply).toMatchObject({ parentId: comment.id, postId, text: 'Thanks!' })

    const asReader = await comments(postId, reader.api)
    expect(asReader.comments).toHaveLength(1)
    expect(asReader.comments[0]).toMatchObject({ id: comment.id, canDelete: true, childComments: [{ id: reply.id, canDelete: false }] })
    const asGuest = await comments(postId)
    expect(asGuest.comments[0]).toMatchObject({ canDelete: false, childComments: [{ canDelete: false }] })
    expect(await commentCount(postId)).toBe(2)
  })

  it('pages the top-level comments, 20 at a time', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    for (let i = 0; i < COMMENTS_PAGE_SIZE + 1; i++) await createComment(t.db, postId, author.id, { text: `Comment ${i}`, createdAt: new Date(Date.now() - (100 - i) * 1000) })
    const first = await comments(postId)
    expect(first.hasMore).toBe(true)
    expect(first.comments[0]!.text).toBe('Comment 0')
    const second = await comments(postId, t.guest, 2)
    expect(second).toMatchObject({ hasMore: false, comments: [{ text: `Comment ${COMMENTS_PAGE_SIZE}` }] })
  })

  it('answers a client id used again with the same comment, and refuses it for another post or as a reply with a 409', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const otherPost = await createPost(t.db, author.id)
    const clientId = randomUUID()
    const first = await author.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'Once', clientId })
    const again = await Promise.all([1, 2, 3].map(() => author.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'Once', clientId })))
    expect(first.statusCode).toBe(201)
    expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200])
    expect(again.map((res) => res.json().data.id)).toEqual(Array(3).fill(first.json().data.id))
    const elsewhere = await author.api.post(`/api/community-posts/${otherPost}/comments/create`, { text: 'Once', clientId })
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json().message).toBe(communityMessages.clientIdReused)
    const asReply = await author.api.post(`/api/community-posts/${postId}/comments/${first.json().data.id}/reply/create`, { text: 'Once', clientId })
    expect(asReply.statusCode).toBe(409)
    expect(await commentCount(postId)).toBe(1)
    expect(await commentCount(otherPost)).toBe(0)
  })

  it('refuses a reply to a reply, a comment under another post, and unknown ids, writing nothing', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const otherPost = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, author.id)
    const replyId = await createComment(t.db, postId, author.id, { parentId: commentId })
    const deep = await author.api.post(`/api/community-posts/${postId}/comments/${replyId}/reply/create`, { text: 'Too deep' })
    expect(deep.statusCode).toBe(400)
    expect(deep.json().message).toBe(communityMessages.replyToReply)
    const wrongPost = await author.api.post(`/api/community-posts/${otherPost}/comments/${commentId}/reply/create`, { text: 'Wrong post' })
    expect(wrongPost.statusCode).toBe(404)
    expect((await author.api.post(`/api/community-posts/${randomUUID()}/comments/create`, { text: 'Nowhere' })).statusCode).toBe(404)
    expect((await author.api.post(`/api/community-posts/${postId}/comments/${randomUUID()}/reply/create`, { text: 'Nowhere' })).statusCode).toBe(404)
    expect((await t.guest.get(`/api/community-posts/${randomUUID()}/comments`)).statusCode).toBe(404)
    expect(await commentCount(postId)).toBe(2)
    expect(await commentCount(otherPost)).toBe(0)
  })

  it.each([
    ['blank text', { text: '  ' }, communityMessages.commentRequired],
    ['text over 5,000 characters', { text: 'x'.repeat(5_001) }, communityMessages.commentTooLong],
    ['a client id that is no UUID', { text: 'Fine', clientId: '1234' }, communityMessages.clientId],
    ['text that is no text', { text: { $gt: '' } }, communityMessages.commentRequired],
  ])('refuses %s with a field message', async (_case, body, message) => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, author.id)
    for (const url of [`/api/community-posts/${postId}/comments/create`, `/api/community-posts/${postId}/comments/${commentId}/reply/create`]) {
      const res = await author.api.post(url, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(message)
    }
    expect(await commentCount(postId)).toBe(1)
  })

  it.each(['0', 'abc', '99999'])('answers a comments page of %s with a 400', async (page) => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const res = await t.guest.get(`/api/community-posts/${postId}/comments?page=${page}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain('page')
  })

  it('sends a visitor to sign in', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, author.id)
    expect((await t.guest.post(`/api/community-posts/${postId}/comments/create`, { text: 'Hi' })).statusCode).toBe(401)
    expect((await t.guest.post(`/api/community-posts/${postId}/comments/${commentId}/reply/create`, { text: 'Hi' })).statusCode).toBe(401)
    expect(await commentCount(postId)).toBe(1)
  })

  it('lets a new account write 10 comments and replies on its first day', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const newcomer = await t.signIn()
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await newcomer.api.post(`/api/community-posts/${postId}/comments/create`, { text: `Comment ${i}` })).statusCode)
    expect(statuses).toEqual([...Array(10).fill(201), 429])
    expect(await commentCount(postId)).toBe(10)
  })
})

describe('deleting comments', () => {
  it('lets the author or staff delete a comment with its replies; refuses anyone else with a 403', async () => {
    const author = await member()
    const commenter = await member()
    const other = await member()
    const postId = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, commenter.id)
    await createComment(t.db, postId, other.id, { parentId: commentId })
    const url = `/api/community-posts/${postId}/comments/${commentId}/delete`
    const refused = await other.api.delete(url)
    expect(refused.statusCode).toBe(403)
    // The post's author does not own the comments under it.
    expect((await author.api.delete(url)).statusCode).toBe(403)
    expect((await t.guest.delete(url)).statusCode).toBe(401)
    expect(await commentCount(postId)).toBe(2)
    const deleted = await commenter.api.delete(url)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ message: communityMessages.commentDeleted })
    expect(await commentCount(postId)).toBe(0)
    expect((await commenter.api.delete(url)).statusCode).toBe(404)
  })

  it('answers a comment id under another post with a 404, deleting nothing', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const otherPost = await createPost(t.db, author.id)
    const commentId = await createComment(t.db, postId, author.id)
    expect((await author.api.delete(`/api/community-posts/${otherPost}/comments/${commentId}/delete`)).statusCode).toBe(404)
    expect(await commentCount(postId)).toBe(1)
  })
})

describe('what the bell says', () => {
  it('tells a post’s author of comments, gathered while unread, and a commenter of replies; never of their own', async () => {
    const author = await member('Dr. Asha Pillai')
    const postId = await createPost(t.db, author.id, { title: 'Organoid media' })
    const [one, two] = [await member('Dr. Ravi Nair'), await member('Dr. Leela Bose')]
    const commentId = (await one.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'Which supplier?' })).json().data.id
    expect((await notices(author.api))[0]).toMatchObject({ title: 'Dr. Ravi Nair commented on your post', text: '“Organoid media”', link: '/rc-community' })
    await two.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'Same question' })
    await author.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'My own comment' })
    const gathered = await notices(author.api)
    expect(gathered).toHaveLength(1)
    expect(gathered[0]).toMatchObject({ title: '2 new comments on your post', text: '“Organoid media”', readAt: null })

    await author.api.post('/api/notifications/read-all')
    await two.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'Another' })
    expect((await notices(author.api)).map((n) => n.title)).toEqual(['Dr. Leela Bose commented on your post', '2 new comments on your post'])

    await two.api.post(`/api/community-posts/${postId}/comments/${commentId}/reply/create`, { text: 'Thermo' })
    expect((await notices(one.api))[0]).toMatchObject({ title: 'Dr. Leela Bose replied to your comment', text: '“Which supplier?”' })
  })
})
