import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createPaidMember } from '../../seed/factories/accounts.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createChatRepository } from './repository.ts'
import { unreadMailJob } from './unread-mail-job.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

async function conversation() {
  const member = await createPaidMember(t.db, { name: 'Dr. Ishaan Gupta', features: ['connect-to-expert'] })
  const expert = await createExpert(t.db, { name: 'Dr. Meher Ali' })
  const { id } = await createChatRepository(t.db).open(member.id, expert.id)
  return { member, expert, id }
}

/** A message sent `minutes` ago. */
async function message(conversationId: string, sender: { id: string; name: string; email: string }, minutes: number) {
  const { message } = await createChatRepository(t.db).addMessage({ conversationId, sender, staffName: null, content: 'Hello', clientId: randomUUID() })
  await sql`UPDATE messages SET created_at = ${minutesAgo(minutes)} WHERE id = ${message.id}`.execute(t.db)
  return message
}

describe('the unread-message mail', () => {
  it('mails the recipient of a message unread for 15 minutes, once, and not the sender', async () => {
    const { member, expert, id } = await conversation()
    await message(id, member, 16)
    await message(id, member, 5)
    const job = unreadMailJob(t.db, t.mail.mailer, t.app.log, 'https://scholarhub.example')
    await job.run()
    await expect.poll(() => t.mail.to(expert.email), { timeout: 15_000, interval: 50 }).toHaveLength(1)
    const [mail] = t.mail.to(expert.email)
    expect(mail!.subject).toBe('Dr. Ishaan Gupta sent you 2 messages on Scholar Hub')
    expect(mail!.text).toContain(`https://scholarhub.example/chat?conversationId=${id}`)
    expect(t.mail.to(member.email)).toHaveLength(0)

    // A message after the mail waits for the hour to pass.
    await message(id, member, 20)
    await job.run()
    expect(t.mail.to(expert.email)).toHaveLength(1)
    await t.db.updateTable('conversation_reads').set({ mailed_at: minutesAgo(61) }).where('conversation_id', '=', id).execute()
    await job.run()
    await expect.poll(() => t.mail.to(expert.email), { timeout: 15_000, interval: 50 }).toHaveLength(2)
    await job.run()
    expect(t.mail.to(expert.email)).toHaveLength(2)
  })

  it('mails nobody about a message read in time, or one only 10 minutes old', async () => {
    const { expert, member, id } = await conversation()
    const read = await message(id, member, 30)
    await createChatRepository(t.db).markRead(id, expert.id, read.id)
    const fresh = await conversation()
    await message(fresh.id, fresh.member, 10)
    await unreadMailJob(t.db, t.mail.mailer, t.app.log, 'https://scholarhub.example').run()
    expect(t.mail.to(expert.email)).toHaveLength(0)
    expect(t.mail.to(fresh.expert.email)).toHaveLength(0)
  })
})
