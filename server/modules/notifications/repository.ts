import { sql, type Kysely } from 'kysely'
import { NOTIFICATIONS_PAGE_SIZE } from '../../../contract/notifications.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'

export interface NewNotification {
  title: string
  text: string
  link?: string | null
}

export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    /** Called by other modules inside their own transaction, so a notice exists only if its event was saved. */
    async create(trx: Kysely<Database>, userId: string, notification: NewNotification) {
      await trx
        .insertInto('notifications')
        .values({ user_id: userId, title: notification.title, text: notification.text, link: notification.link ?? null })
        .execute()
    },

    /**
     * A notice that gathers the same kind of news about one thing (likes on a post): while the last one with this
     * `groupKey` is unread, it is updated and moved to the top instead of a new one being added. `more` is its text
     * from the second on, with `{count}` standing for how many it gathers.
     */
    async gather(trx: Kysely<Database>, userId: string, groupKey: string, first: NewNotification, more: Omit<NewNotification, 'link'>) {
      await trx
        .insertInto('notifications')
        .values({ user_id: userId, title: first.title, text: first.text, link: first.link ?? null, group_key: groupKey })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'group_key'])
            .where('read_at', 'is', null)
            .where('group_key', 'is not', null)
            .doUpdateSet((eb) => {
              const count = sql<string>`(${eb.ref('notifications.group_count')} + 1)::text`
              return {
                group_count: eb(eb.ref('notifications.group_count'), '+', 1),
                title: sql<string>`replace(${more.title}, '{count}', ${count})`,
                text: sql<string>`replace(${more.text}, '{count}', ${count})`,
                created_at: new Date(),
              }
            }),
        )
        .execute()
    },

    async page(userId: string, page: number) {
      const query = db
        .selectFrom('notifications')
        .select(['id', 'title', 'text', 'link', 'created_at as createdAt', 'read_at as readAt'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
      const { items, hasMore } = await selectPage(query, page, NOTIFICATIONS_PAGE_SIZE)
      return { notifications: items, hasMore }
    },

    async unreadCount(userId: string) {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /** Marks one of the user's notifications read; false when the user has no such notification. */
    async markRead(userId: string, id: string) {
      const row = await db
        .updateTable('notifications')
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst()
      return Boolean(row)
    },

    async markAllRead(userId: string) {
      await db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null).execute()
    },
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
