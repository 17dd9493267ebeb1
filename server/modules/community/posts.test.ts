import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communityMessages, POSTS_PAGE_SIZE, PostResponse, PostsResponse } from '../../../contract/community.ts'
import { messages } from '../../../contract/common.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createSession } from '../../seed/factories/accounts.ts'
import { createCommunityMember, createPost } from '../../seed/factories/community.ts'
import { searchable } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A member past their first day, signed in. */
async function member(overrides: Parameters<typeof createCommunityMember>[1] = {}) {
  const user = await createCommunityMember(t.db, overrides)
  const token = await createSession(t.db, user.id)
  return { ...user, token, api: t.client({ token }) }
}

const feed = async (query = '', client = t.guest) => {
  const res = await client.get(`/api/community-posts${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(PostsResponse, res.json()).data
}

const postsBy = (authorId: string) => t.db.selectFrom('community_posts').selectAll().where('author_id', '=', authorId).execute()

describe('GET /api/community-posts', () => {
  it('shows everyone the newest posts first, page by page, with their author and counts', async () => {
    const author = await member({ name: 'Dr. Rohan Das' })
    const word = searchable('paging')
    const ids = []
    for (let i = 0; i < POSTS_PAGE_SIZE + 2; i++) ids.push(await createPost(t.db, author.id, { title: `${word} ${i}`, createdAt: new Date(Date.now() - (100 - i) * 1000) }))
    const first = await feed(`?search=${word}`)
    expect(first.hasMore).toBe(true)
    expect(first.posts.map((post) => post.id)).toEqual(ids.slice(2).reverse())
    expect(first.posts[0]).toMatchObject({ title: `${word} ${POSTS_PAGE_SIZE + 1}`, user: { id: author.id, name: 'Dr. Rohan Das' }, liked: false, likes: 0, comments: 0, canDelete: false })
    const second = await feed(`?search=${word}&page=2`)
    expect(second).toMatchObject({ hasMore: false })
    expect(second.posts.map((post) => post.id)).toEqual(ids.slice(0, 2).reverse())
  })

  it('finds posts by their title, their text or their comments, half-typed words included, and nothing else', async () => {
    const author = await member()
    const word = `zebrafish${randomUUID().slice(0, 6).replace(/\d/g, 'q')}`
    const byTitle = await createPost(t.db, author.id, { title: `Imaging ${word} embryos` })
    const byText = await createPost(t.db, author.id, { text: `Our ${word} line shows it.` })
    const byComment = await createPost(t.db, author.id)
    await author.api.post(`/api/community-posts/${byComment}/comments/create`, { text: `Try the ${word} model.` })
    await createPost(t.db, author.id, { title: 'Unrelated question' })
    const found = await feed(`?search=${word.slice(0, -2)}`)
    expect(found.posts.map((post) => post.id).sort()).toEqual([byTitle, byText, byComment].sort())
    expect((await feed(`?search=${word}+unrelatedword`)).posts).toEqual([])
  })

  it('tells a member which posts they like and which they may delete', async () => {
    const author = await member()
    const reader = await member()
    const title = searchable('likes')
    const postId = await createPost(t.db, author.id, { title })
    await reader.api.post(`/api/community-posts/${postId}/like/toggle`)
    const [asReader] = (await feed(`?search=${title}`, reader.api)).posts
    expect(asReader).toMatchObject({ liked: true, likes: 1, canDelete: false })
    const [asAuthor] = (await feed(`?search=${title}`, author.api)).posts
    expect(asAuthor).toMatchObject({ liked: false, likes: 1, canDelete: true })
    const admin = await t.signIn({ role: 'admin' })
    expect((await feed(`?search=${title}`, admin.api)).posts[0]).toMatchObject({ canDelete: true })
  })

  it.each([
    ['page 0', '?page=0'],
    ['a page that is no number', '?page=abc'],
    ['a search of 300 characters', `?search=${'x'.repeat(300)}`],
    ['a control character in the search', '?search=%00drop'],
  ])('answers %s with a 400 naming the field', async (_case, query) => {
    const res = await t.guest.get(`/api/community-posts${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ message: expect.any(String) })] })
  })
})

describe('POST /api/community-posts/create', () => {
  it('publishes a member’s post as typed, line breaks and markup kept as text', async () => {
    const author = await member()
    const text = 'First line\n\nSecond <b>line</b> with https://example.org/paper'
    const res = await author.api.post('/api/community-posts/create', { title: '  Staining question  ', text })
    expect(res.statusCode, res.body).toBe(201)
    const { message, data } = v.parse(PostResponse, res.json())
    expect(message).toBe(communityMessages.posted)
    expect(data).toMatchObject({ title: 'Staining question', text, likes: 0, comments: 0, canDelete: true, user: { id: author.id } })
    expect((await feed(`?search=staining`)).posts.map((post) => post.id)).toContain(data.id)
  })

  it('answers a client id used again with the same post, however often and however concurrently', async () => {
    const author = await member()
    const clientId = randomUUID()
    const first = await author.api.post('/api/community-posts/create', { title: 'Offline post', text: 'Written on the train', clientId })
    expect(first.statusCode).toBe(201)
    const retries = await Promise.all(Array.from({ length: 10 }, () => author.api.post('/api/community-posts/create', { title: 'Offline post', text: 'Written on the train', clientId })))
    expect(retries.map((res) => res.statusCode)).toEqual(Array(10).fill(200))
    expect(new Set(retries.map((res) => res.json().data.id))).toEqual(new Set([first.json().data.id]))

    const twoTabs = await member()
    const racing = randomUUID()
    const raced = await Promise.all(Array.from({ length: 10 }, () => twoTabs.api.post('/api/community-posts/create', { title: 'Two tabs', text: 'Same post', clientId: racing })))
    expect(new Set(raced.map((res) => res.json().data.id)).size).toBe(1)
    expect(raced.filter((res) => res.statusCode === 201)).toHaveLength(1)
    expect(await postsBy(author.id)).toHaveLength(1)
    expect(await postsBy(twoTabs.id)).toHaveLength(1)
  })

  it('keeps client ids per author: another member may use the same one', async () => {
    const clientId = randomUUID()
    const [one, two] = [await member(), await member()]
    const a = await one.api.post('/api/community-posts/create', { title: 'Mine', text: 'One', clientId })
    const b = await two.api.post('/api/community-posts/create', { title: 'Mine too', text: 'Two', clientId })
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(a.json().data.id).not.toBe(b.json().data.id)
  })

  it('sends a visitor to sign in, and writes nothing', async () => {
    // A title of this test's own: other files write posts meanwhile.
    const title = `Visitor ${randomUUID()}`
    const res = await t.guest.post('/api/community-posts/create', { title, text: 'Hello' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ message: 'Please login or register' })
    expect(await t.db.selectFrom('community_posts').select('id').where('title', '=', title).execute()).toEqual([])
  })

  it.each([
    ['an empty title', { title: '', text: 'Text' }, 'title', communityMessages.titleRequired],
    ['a title over 200 characters', { title: 'x'.repeat(201), text: 'Text' }, 'title', communityMessages.titleTooLong],
    ['blank text', { title: 'Title', text: '   \n ' }, 'text', communityMessages.textRequired],
    ['text over 20,000 characters', { title: 'Title', text: 'x'.repeat(20_001) }, 'text', communityMessages.textTooLong],
    ['a control character', { title: 'Title', text: 'Bell\u0007' }, 'text', communityMessages.printable],
    ['a client id that is no UUID', { title: 'Title', text: 'Text', clientId: 'not-a-uuid' }, 'clientId', communityMessages.clientId],
    ['a title that is no text', { title: ['array'], text: 'Text' }, 'title', communityMessages.titleRequired],
    ['no title', { text: 'No title' }, 'title', messages.required],
  ])('refuses %s with a field message, writing nothing', async (_case, body, path, message) => {
    const author = await member()
    const res = await author.api.post('/api/community-posts/create', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ path, message })
    expect(await postsBy(author.id)).toEqual([])
  })

  it('refuses a body over the server’s size limit with a 413', async () => {
    const author = await member()
    const res = await author.api.post('/api/community-posts/create', { title: 'Big', text: 'x'.repeat(2_000_000) })
    expect(res.statusCode).toBe(413)
    expect(await postsBy(author.id)).toEqual([])
  })

  it('lets a new account post 3 times on its first day, and tells it why the fourth is refused', async () => {
    const newcomer = await t.signIn()
    for (let i = 1; i <= 3; i++) expect((await newcomer.api.post('/api/community-posts/create', { title: `Post ${i}`, text: 'Hello' })).statusCode).toBe(201)
    const fourth = await newcomer.api.post('/api/community-posts/create', { title: 'Post 4', text: 'Hello' })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().message).toMatch(/3 posts on their first day/)
    expect(fourth.headers['retry-after']).toBeDefined()
    expect(await postsBy(newcomer.id)).toHaveLength(3)
    // A retry of a post already made is no new post: it is answered, not refused.
    const [made] = await postsBy(newcomer.id)
    expect(made).toBeDefined()
  })

  it('limits everyone to 10 posts an hour', async () => {
    const author = await member()
    const results = []
    for (let i = 0; i < 12; i++) results.push((await author.api.post('/api/community-posts/create', { title: `Post ${i}`, text: 'Text' })).statusCode)
    expect(results).toEqual([...Array(10).fill(201), 429, 429])
    expect(await postsBy(author.id)).toHaveLength(10)
  })
})

describe('DELETE /api/community-posts/{postId}/delete', () => {
  it('lets the author delete their post, with its comments and likes', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    await author.api.post(`/api/community-posts/${postId}/comments/create`, { text: 'A comment' })
    const res = await author.api.delete(`/api/community-posts/${postId}/delete`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: communityMessages.postDeleted })
    expect(await postsBy(author.id)).toEqual([])
    expect(await t.db.selectFrom('community_comments').select('id').where('post_id', '=', postId).execute()).toEqual([])
    expect((await author.api.delete(`/api/community-posts/${postId}/delete`)).statusCode).toBe(404)
  })

  it('refuses anyone but the author or staff with a 403, and a visitor with a 401, deleting nothing', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const other = await member()
    const refused = await other.api.delete(`/api/community-posts/${postId}/delete`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(communityMessages.notYours)
    expect((await t.guest.delete(`/api/community-posts/${postId}/delete`)).statusCode).toBe(401)
    expect(await postsBy(author.id)).toHaveLength(1)
  })

  it('answers an id that is not a post id with a 400', async () => {
    const author = await member()
    const res = await author.api.delete("/api/community-posts/1'%20OR%201=1/delete")
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ path: 'postId', message: communityMessages.postId })
  })
})
