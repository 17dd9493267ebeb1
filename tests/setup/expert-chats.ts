import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { createUser } from '../../server/seed/factories/accounts.ts'

const MINUTE = 60_000

/** Who sends a message, and how many minutes after the conversation's start. */
export type ChatLine = ['member' | 'expert' | 'staff', number]

/**
 * A member's conversation with an expert, with messages sent at the given minutes after `start`, written as the chat
 * stores them, so the directory's figures are counted from real rows. Returns the conversation's id.
 */
export async function createChat(db: Kysely<Database>, expertId: string, lines: ChatLine[], start = new Date(Date.now() - 24 * 60 * MINUTE)) {
  const member = await createUser(db)
  const staff = lines.some(([who]) => who === 'staff') ? await createUser(db, { role: 'admin', name: 'Scholar Hub Staff' }) : null
  const { id } = await db.insertInto('conversations').values({ member_id: member.id, expert_id: expertId, created_at: start }).returning('id').executeTakeFirstOrThrow()
  for (const [who, minutes] of lines) {
    await db
      .insertInto('messages')
      .values({
        conversation_id: id,
        sender_id: who === 'member' ? member.id : who === 'expert' ? expertId : staff!.id,
        as_staff: who === 'staff',
        staff_name: who === 'staff' ? 'Scholar Hub Staff' : null,
        content: `A message from the ${who}.`,
        client_id: randomUUID(),
        created_at: new Date(start.getTime() + minutes * MINUTE),
      })
      .execute()
  }
  return id
}
