import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { NotificationsResponse, UnreadCountResponse, NOTIFICATIONS_PAGE_SIZE } from '../../../contract/notifications.ts'
import { type ApiClient, createTestApp } from '../../../tests/setup/api-app.ts'
import { createNotificationsRepository } from './repository.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const unread = async (client: ApiClient) => v.parse(UnreadCountResponse, (await client.get('/api/notifications/unread-count')).json()).data.unreadCount
const notify = (userId: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => createNotificationsRepository(t.db).create(t.db, userId, { title: `Notice ${i}`, text: `Text ${i}`, link: '/plans' })))

describe('notifications', () => {
  it('counts, lists page by page, and marks read', async () => {
    const user = await t.signIn()
    expect(await unread(user.api)).toBe(0)
    await notify(user.id, NOTIFICATIONS_PAGE_SIZE + 2)
    expect(await unread(user.api)).toBe(NOTIFICATIONS_PAGE_SIZE + 2)

    const first = v.parse(NotificationsResponse, (await user.api.get('/api/notifications')).json()).data
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE)
    expect(first.hasMore).toBe(true)
    const second = v.parse(NotificationsResponse, (await user.api.get('/api/notifications?page=2')).json()).data
    expect(second).toMatchObject({ hasMore: false })
    expect(second.notifications).toHaveLength(2)

    const target = first.notifications[0]!
    expect(target).toMatchObject({ readAt: null, link: '/plans' })
    const read = await user.api.post(`/api/notifications/${target.id}/read`)
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toEqual({ unreadCount: NOTIFICATIONS_PAGE_SIZE + 1 })
    // Reading twice is harmless.
    expect((await user.api.post(`/api/notifications/${target.id}/read`)).json().data).toEqual({ unreadCount: NOTIFICATIONS_PAGE_SIZE + 1 })

    const all = await user.api.post('/api/notifications/read-all')
    expect(all.json().data).toEqual({ unreadCount: 0 })
    const after = v.parse(NotificationsResponse, (await user.api.get('/api/notifications')).json()).data
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true)
  })

  it("never shows or changes another user's notifications", async () => {
    const owner = await t.signIn()
    const other = await t.signIn()
    await notify(owner.id, 1)
    const [mine] = v.parse(NotificationsResponse, (await owner.api.get('/api/notifications')).json()).data.notifications
    expect(v.parse(NotificationsResponse, (await other.api.get('/api/notifications')).json()).data.notifications).toEqual([])

    const res = await other.api.post(`/api/notifications/${mine!.id}/read`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Notification not found' })
    await other.api.post('/api/notifications/read-all')
    expect(await unread(owner.api)).toBe(1)
  })

  it.each([
    ['GET', '/api/notifications?page=0'],
    ['GET', '/api/notifications?page=abc'],
    ['GET', '/api/notifications?page=-1'],
    ['POST', '/api/notifications/not-a-uuid/read'],
    ['POST', "/api/notifications/1'%20OR%20'1'='1/read"],
  ] as const)('answers %s %s with a 400 and field issues', async (method, url) => {
    const user = await t.signIn()
    const res = await user.api[method.toLowerCase() as Lowercase<typeof method>](url)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ message: expect.any(String) })] })
  })

  it('tells a member whose password was changed', async () => {
    const user = await t.signIn()
    await user.api.post('/api/user/update-password', { currentPassword: user.password, password: 'changed-pass-1', confirmPassword: 'changed-pass-1' })
    const list = v.parse(NotificationsResponse, (await user.api.get('/api/notifications')).json()).data.notifications
    expect(list.map((n) => n.title)).toEqual(['Your password was changed'])
  })
})
