import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { NotificationsResponse, UnreadCountResponse, NOTIFICATIONS_PAGE_SIZE } from '../../../contract/notifications.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { signedInUser } from '../../../tests/setup/api-users.ts'
import { createNotificationsRepository } from './repository.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) => t.app.inject({ method, url, headers })
const unread = async (headers: Record<string, string>) =>
  v.parse(UnreadCountResponse, (await send('GET', '/api/notifications/unread-count', headers)).json()).data.unreadCount
const notify = (userId: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => createNotificationsRepository(t.db).create(t.db, userId, { title: `Notice ${i}`, text: `Text ${i}`, link: '/plans' })))

describe('notifications', () => {
  it('counts, lists page by page, and marks read', async () => {
    const user = await signedInUser(t.db)
    expect(await unread(user.headers)).toBe(0)
    await notify(user.id, NOTIFICATIONS_PAGE_SIZE + 2)
    expect(await unread(user.headers)).toBe(NOTIFICATIONS_PAGE_SIZE + 2)

    const first = v.parse(NotificationsResponse, (await send('GET', '/api/notifications', user.headers)).json()).data
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE)
    expect(first.hasMore).toBe(true)
    const second = v.parse(NotificationsResponse, (await send('GET', '/api/notifications?page=2', user.headers)).json()).data
    expect(second).toMatchObject({ hasMore: false })
    expect(second.notifications).toHaveLength(2)

    const target = first.notifications[0]!
    expect(target).toMatchObject({ readAt: null, link: '/plans' })
    const read = await send('POST', `/api/notifications/${target.id}/read`, user.headers)
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toEqual({ unreadCount: NOTIFICATIONS_PAGE_SIZE + 1 })
    // Reading twice is harmless.
    expect((await send('POST', `/api/notifications/${target.id}/read`, user.headers)).json().data).toEqual({ unreadCount: NOTIFICATIONS_PAGE_SIZE + 1 })

    const all = await send('POST', '/api/notifications/read-all', user.headers)
    expect(all.json().data).toEqual({ unreadCount: 0 })
    const after = v.parse(NotificationsResponse, (await send('GET', '/api/notifications', user.headers)).json()).data
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true)
  })

  it("never shows or changes another user's notifications", async () => {
    const owner = await signedInUser(t.db)
    const other = await signedInUser(t.db)
    await notify(owner.id, 1)
    const [mine] = v.parse(NotificationsResponse, (await send('GET', '/api/notifications', owner.headers)).json()).data.notifications
    expect(v.parse(NotificationsResponse, (await send('GET', '/api/notifications', other.headers)).json()).data.notifications).toEqual([])

    const res = await send('POST', `/api/notifications/${mine!.id}/read`, other.headers)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Notification not found' })
    await send('POST', '/api/notifications/read-all', other.headers)
    expect(await unread(owner.headers)).toBe(1)
  })

  it.each([
    ['GET', '/api/notifications?page=0'],
    ['GET', '/api/notifications?page=abc'],
    ['GET', '/api/notifications?page=-1'],
    ['POST', '/api/notifications/not-a-uuid/read'],
    ['POST', "/api/notifications/1'%20OR%20'1'='1/read"],
  ] as const)('answers %s %s with a 400 and field issues', async (method, url) => {
    const user = await signedInUser(t.db)
    const res = await send(method, url, user.headers)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ message: expect.any(String) })] })
  })

  it('tells a member whose password was changed', async () => {
    const user = await signedInUser(t.db)
    await t.app.inject({
      method: 'POST',
      url: '/api/user/update-password',
      headers: user.headers,
      payload: { currentPassword: user.password, password: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
    })
    const list = v.parse(NotificationsResponse, (await send('GET', '/api/notifications', user.headers)).json()).data.notifications
    expect(list.map((n) => n.title)).toEqual(['Your password was changed'])
  })
})
