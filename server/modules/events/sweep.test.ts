import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createEvent } from '../../seed/factories/events.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { endedEventsJob } from './sweep.ts'

const HOUR = 3_600_000

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const endedFlag = async (id: number) => (await t.db.selectFrom('events').select('ended').where('id', '=', id).executeTakeFirstOrThrow()).ended
const listed = async (subject: string) => (await t.guest.get(`/api/events?subject=${subject}`)).json().data.events.map((e: { slug: string }) => e.slug)

it('leaves an event off the list the moment it ends, and the sweep then marks it ended', async () => {
  const subject = (await createSubject(t.db)).slug
  const running = await createEvent(t.db, { subject, startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() + HOUR) })
  const past = await createEvent(t.db, { subject, startsAt: new Date(Date.now() - 5 * HOUR), endsAt: new Date(Date.now() - HOUR) })
  // Saved already over, it is marked at once.
  expect(await endedFlag(past.id)).toBe(true)
  expect(await listed(subject)).toEqual([running.slug])

  // Its end passes with nobody saving it: off the list at once, marked by the next sweep.
  await t.db.updateTable('events').set({ ends_at: new Date(Date.now() - 1000) }).where('id', '=', running.id).execute()
  expect(await listed(subject)).toEqual([])
  expect(await endedFlag(running.id)).toBe(false)
  const result = await endedEventsJob(t.db).run()
  expect(result?.ended).toBeGreaterThanOrEqual(1)
  expect(await endedFlag(running.id)).toBe(true)
})
