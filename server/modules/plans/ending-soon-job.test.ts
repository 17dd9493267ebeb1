import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createPlan, createSubscription } from '../../seed/factories/plans.ts'
import { endingSoonJob } from './ending-soon-job.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const day = 24 * 60 * 60 * 1000
const inDays = (n: number) => new Date(Date.now() + n * day)

describe('the reminder that a paid plan ends soon', () => {
  it('mails each holder of a paid plan ending within 7 days, once, and nobody else', async () => {
    const paid = await createPlan(t.db, { title: 'Scholar Plus' })
    const free = await createPlan(t.db, { price: 0, features: ['templates'] })
    const people = {
      soon: await t.signIn(),
      later: await t.signIn(),
      freeTier: await t.signIn(),
      canceled: await t.signIn(),
      ended: await t.signIn(),
      deleted: await t.signIn(),
    }
    await createSubscription(t.db, { userId: people.soon.id, planId: paid.id, startDate: inDays(-170), endDate: inDays(3) })
    await createSubscription(t.db, { userId: people.later.id, planId: paid.id, startDate: inDays(-100), endDate: inDays(10) })
    await createSubscription(t.db, { userId: people.freeTier.id, planId: free.id, startDate: inDays(-100), endDate: inDays(2) })
    await createSubscription(t.db, { userId: people.canceled.id, planId: paid.id, status: 'canceled', startDate: inDays(-100), endDate: inDays(2) })
    await createSubscription(t.db, { userId: people.ended.id, planId: paid.id, startDate: inDays(-100), endDate: inDays(-1) })
    // A deleted account keeps its plan for the accounts; its address is a placeholder nobody reads.
    await createSubscription(t.db, { userId: people.deleted.id, planId: paid.id, startDate: inDays(-170), endDate: inDays(3) })
    expect((await people.deleted.api.post('/api/user/delete-account', { password: people.deleted.password })).statusCode).toBe(200)
    const placeholder = (await t.db.selectFrom('users').select('email').where('id', '=', people.deleted.id).executeTakeFirstOrThrow()).email

    const job = endingSoonJob(t.db, t.mail.mailer, t.app.log, 'https://scholarhub.example')
    await job.run()
    await expect.poll(() => t.mail.to(people.soon.email), { timeout: 15_000, interval: 50 }).toHaveLength(1)
    const [mail] = t.mail.to(people.soon.email)
    expect(mail!.subject).toMatch(/^Your Scholar Plus plan ends on \d{1,2} \w+ \d{4}$/)
    expect(mail!.text).toContain('https://scholarhub.example/plans')
    for (const who of ['later', 'freeTier', 'canceled', 'ended', 'deleted'] as const) expect(t.mail.to(people[who].email), who).toHaveLength(0)
    expect(t.mail.to(placeholder)).toHaveLength(0)

    expect(await job.run()).toEqual({ reminded: 0 })
    expect(t.mail.to(people.soon.email)).toHaveLength(1)
  })
})
