import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LikeResponse } from '../../../contract/community.ts'
import { NotificationsResponse } from '../../../contract/notifications.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createSession } from '../../seed/factories/accounts.ts'
import { createCommunityMember, createPost } from '../../seed/factories/community.ts'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function member(name = 'Dr. Ishaan Gupta') {
  const user = await createCommunityMember(t.db, { name })
  const token = await createSession(t.db, user.id)
  return { ...user, token, api: t.client({ token }) }
}

const likesOf = async (postId: string) => {
  const post = await t.db.selectFrom('community_posts').select('likes').where('id', '=', postId).executeTakeFirstOrThrow()
  const rows = await t.db.selectFrom('community_likes').select('user_id').where('post_id', '=', postId).execute()
  return { counted: post.likes, rows: rows.length }
}

describe('POST /api/community-posts/{postId}/like/toggle', () => {
  it('likes, then takes the like back, answering the member’s like and the post’s count', async () => {
    const author = await member()
    const reader = await member()
    const postId = await createPost(t.db, author.id)
    const url = `/api/community-posts/${postId}/like/toggle`
    const liked = await reader.api.post(url)
    expect(liked.statusCode, liked.body).toBe(200)
    expect(v.parse(LikeResponse, liked.json()).data).toEqual({ liked: true, likes: 1 })
    expect(v.parse(LikeResponse, (await author.api.post(url)).json()).data).toEqual({ liked: true, likes: 2 })
    expect(v.parse(LikeResponse, (await reader.api.post(url)).json()).data).toEqual({ liked: false, likes: 1 })
    expect(await likesOf(postId)).toEqual({ counted: 1, rows: 1 })
  })

  it('counts 100 members liking at once exactly', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const likers = await Promise.all(Array.from({ length: 100 }, async () => t.client({ token: await createSession(t.db, (await createCommunityMember(t.db)).id) })))
    const answers = await Promise.all(likers.map((client) => client.post(`/api/community-posts/${postId}/like/toggle`)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(200))
    expect(answers.map((res) => res.json().data.likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(await likesOf(postId)).toEqual({ counted: 100, rows: 100 })
  })

  it('refuses a burst of 100 toggles from one member after the first 20, keeping the count true', async () => {
    const author = await member()
    const clicker = await member()
    const postId = await createPost(t.db, author.id)
    // From an address of its own: past 600 requests a minute the per-address limit refuses them first.
    const script = t.client({ token: clicker.token, remoteAddress: '203.0.113.7' })
    // A hundred at once end within the limit's 10 s window even on a busy machine, so exactly 20 get through.
    const answers = await Promise.all(Array.from({ length: 100 }, () => script.post(`/api/community-posts/${postId}/like/toggle`)))
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(80)
    expect(answers.some((res) => res.statusCode === 429 && /liking too quickly/.test(res.json().message))).toBe(true)
    // Twenty toggles leave the like where it started.
    expect(await likesOf(postId)).toEqual({ counted: 0, rows: 0 })
  })

  it('sends a visitor to sign in, and answers an unknown or malformed post id with a 404 or 400', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id)
    const visitor = await t.guest.post(`/api/community-posts/${postId}/like/toggle`)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().message).toBe('Please login or register')
    expect((await author.api.post(`/api/community-posts/${randomUUID()}/like/toggle`)).statusCode).toBe(404)
    expect((await author.api.post('/api/community-posts/%3Cscript%3E/like/toggle')).statusCode).toBe(400)
    expect(await likesOf(postId)).toEqual({ counted: 0, rows: 0 })
  })

  it('tells the author how many likes their post has, in one notice while unread', async () => {
    const author = await member()
    const postId = await createPost(t.db, author.id, { title: 'Western blot bands' })
    for (const name of ['Dr. A', 'Dr. B', 'Dr. C']) await (await member(name)).api.post(`/api/community-posts/${postId}/like/toggle`)
    await author.api.post(`/api/community-posts/${postId}/like/toggle`)
    const notices = v.parse(NotificationsResponse, (await author.api.get('/api/notifications')).json()).data.notifications
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ title: 'Your post was liked', text: '“Western blot bands” now has 3 likes.' })
  })
})
