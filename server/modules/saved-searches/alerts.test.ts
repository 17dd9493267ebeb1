import { sql } from 'kysely'
import * as v from 'valibot'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotificationsResponse } from '../../../contract/notifications.ts'
import type { SavedSearchAlert } from '../../../contract/saved-searches.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createCommunityMember, createPost } from '../../seed/factories/community.ts'
import { createEvent } from '../../seed/factories/events.ts'
import { createVacancy } from '../../seed/factories/vacancies.ts'
import { createAlerts } from './alerts.ts'
import { matchBatch } from './matching.ts'

// Its own database: every vacancy, event and post other files add is queued for matching, and these tests count
// what the job finds.
let t: Awaited<ReturnType<typeof createTestApp>>
let alerts: ReturnType<typeof createAlerts>
const publicUrl = 'https://scholarhub.example'
beforeAll(async () => {
  const vapid = webpush.generateVAPIDKeys()
  t = await createTestApp({ ownDatabase: true, env: { PUSH_NOTIFICATIONS: 'true', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'https://scholarhub.example/contact' } })
  alerts = createAlerts({ db: t.db, mailer: t.mail.mailer, push: t.app.push, log: t.app.log, publicUrl, everyMs: 60_000 })
  // What the seed published is not news to anyone.
  await t.db.updateTable('alert_queue').set({ matched_at: new Date() }).execute()
})
afterAll(() => t.close())

const save = async (api: ApiClient, area: string, filters: object, alert: SavedSearchAlert, name = `Search ${crypto.randomUUID().slice(0, 6)}`) => {
  const res = await api.post('/api/saved-searches', { name, area, filters, alert })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: string; name: string }
}
const bell = async (api: ApiClient) => v.parse(NotificationsResponse, (await api.get('/api/notifications')).json()).data.notifications
/** The member's items recorded for digests, one entry per item, with the cadence and digest of their row. */
const matchesOf = async (userId: string) =>
  (await t.db.selectFrom('alert_matches').select(['cadence', 'digest_id', 'items']).where('user_id', '=', userId).orderBy('id').execute()).flatMap(({ items, ...row }) =>
    items.map((item) => ({ ...row, ...item })),
  )
const unsubscribeLink = (text: string) => /\/alerts\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1]

describe('saved search alerts', () => {
  it('tell an instant search of a new vacancy in the bell, and queue a daily one for its digest, each as its filters say', async () => {
    const instant = await t.signIn()
    const daily = await t.signIn()
    await save(instant.api, 'vacancies', { search: 'electrophysiology' }, 'instant', 'EP posts')
    await save(daily.api, 'vacancies', { country: 'canada', state: 'ontario', subjects: ['cardiology'] }, 'daily')
    const ep = await createVacancy(t.db, { title: 'Cardiac Electrophysiology Fellow', subjects: ['cardiology'] })
    const elsewhere = await createVacancy(t.db, { title: 'Neurology Registrar', subjects: ['neurology'] })
    const quebec = await createVacancy(t.db, { title: 'Cardiology Lead', subjects: ['cardiology'], state: 'quebec', city: 'Montreal' })

    expect(await alerts.match()).toEqual({ items: 3, instant: 1 })
    expect(await bell(instant.api)).toMatchObject([{ title: 'New vacancy for “EP posts”', text: 'Cardiac Electrophysiology Fellow · Toronto General Hospital', link: `/vacancy/${ep.slug}` }])
    // What was told at once waits for no digest.
    expect(await matchesOf(instant.id)).toEqual([])
    expect(await matchesOf(daily.id)).toEqual([{ vacancy_id: ep.id, searches: [expect.any(String)], cadence: 'daily', digest_id: null }])
    expect(await bell(daily.api)).toEqual([])
    // Nothing else matched: the neurology post and the one in Quebec are no news to either.
    const { rows: others } = await sql`SELECT 1 FROM alert_matches, jsonb_array_elements(items) x WHERE (x->>'vacancy_id')::bigint IN (${elsewhere.id}, ${quebec.id})`.execute(t.db)
    expect(others).toEqual([])
  })

  it('push a member one notification for a batch of at-once alerts, however many the bell holds', async () => {
    const member = await t.signIn()
    await save(member.api, 'vacancies', { search: 'hematology' }, 'instant', 'Blood')
    await createVacancy(t.db, { title: 'Hematology Fellow', employer: 'St Michael’s Hospital' })
    await createVacancy(t.db, { title: 'Hematology Registrar', employer: 'Sunnybrook' })
    expect(await alerts.match()).toEqual({ items: 2, instant: 2 })
    expect(await bell(member.api)).toHaveLength(2)
    const pushes = await t.db.selectFrom('push_outbox').select(['title', 'body', 'url', 'tag']).where('user_id', '=', member.id).execute()
    expect(pushes).toEqual([
      { title: 'New vacancy for “Blood”', body: expect.stringMatching(/^Hematology (Fellow|Registrar) · .+ \(and 1 more in your notifications\)$/), url: expect.stringMatching(/^\/vacancy\//), tag: 'saved-search-alerts' },
    ])
  })

  it('records an item once per member however many searches find it, mails it once naming them, then waits a day', async () => {
    const member = await t.signIn({ name: 'Asha Rao' })
    const first = await save(member.api, 'vacancies', { subjects: ['oncology'] }, 'daily', 'Oncology')
    const second = await save(member.api, 'vacancies', { search: 'radiation oncology' }, 'weekly', 'Radiation')
    const found = await createVacancy(t.db, { title: 'Radiation Oncology Consultant', subjects: ['oncology'], employer: 'Princess Margaret' })
    await alerts.match()
    const [match, ...others] = await matchesOf(member.id)
    expect(others).toEqual([])
    expect(match).toMatchObject({ vacancy_id: found.id, cadence: 'daily' })
    expect([...match!.searches].sort()).toEqual([first.id, second.id].sort())

    expect(await alerts.buildDigests()).toMatchObject({ digests: expect.any(Number) })
    expect(await alerts.mailDigests()).toBeGreaterThanOrEqual(1)
    const [mail, ...more] = t.mail.to(member.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Your daily alert: a new vacancy for your saved searches')
    expect(mail!.text).toContain(`Radiation Oncology Consultant\n  Princess Margaret`)
    expect(mail!.text).toContain('Found by your searches “Oncology”, “Radiation”')
    expect(mail!.text).toContain(`${publicUrl}/vacancy/${found.slug}`)
    expect(mail!.html).toContain(`href="${publicUrl}/vacancy/${found.slug}"`)
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${publicUrl}/api/saved-searches/unsubscribe\\?token=[\\w.-]+>$`))

    // A second run, and another vacancy the same day: nothing more until a day has passed since this digest.
    const next = await createVacancy(t.db, { title: 'Oncology Fellow', subjects: ['oncology'] })
    await alerts.job.run()
    expect(t.mail.to(member.email)).toHaveLength(1)
    await sql`UPDATE alert_digests SET created_at = created_at - interval '1 day' WHERE user_id = ${member.id}`.execute(t.db)
    await alerts.job.run()
    const mails = t.mail.to(member.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.text).toContain(next.title)
    expect(mails[1]!.text).not.toContain(found.title)
  })

  it('keeps waiting items in step with the searches: a changed alert moves them, a deleted search drops them', async () => {
    const member = await t.signIn()
    const search = await save(member.api, 'vacancies', { search: 'ophthalmology' }, 'daily')
    await createVacancy(t.db, { title: 'Ophthalmology Fellow' })
    await alerts.match()
    await member.api.patch(`/api/saved-searches/${search.id}`, { alert: 'weekly' })
    expect(await matchesOf(member.id)).toMatchObject([{ cadence: 'weekly', digest_id: null }])
    await member.api.delete(`/api/saved-searches/${search.id}`)
    expect(await matchesOf(member.id)).toEqual([])
    await alerts.job.run()
    expect(t.mail.to(member.email)).toEqual([])
  })

  it('sends nothing twice when a run dies and runs again, or when an item is published again', async () => {
    const member = await t.signIn()
    await save(member.api, 'vacancies', { search: 'hepatology' }, 'instant')
    const vacancy = await createVacancy(t.db, { title: 'Hepatology Fellow' })
    // The run dies after matching, before its commit: the queue keeps the item, and nothing was told.
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await matchBatch(trx, 'vacancies')).toMatchObject({ items: 1 })
        throw new Error('the node stopped')
      }),
    ).rejects.toThrow('the node stopped')
    expect(await bell(member.api)).toEqual([])
    expect(await alerts.match()).toEqual({ items: 1, instant: 1 })
    // Taken back to draft and published again: no news.
    await t.db.updateTable('vacancies').set({ status: 'draft' }).where('id', '=', vacancy.id).execute()
    await t.db.updateTable('vacancies').set({ status: 'open' }).where('id', '=', vacancy.id).execute()
    expect(await alerts.match()).toEqual({ items: 0, instant: 0 })
    expect((await bell(member.api)).map((notice) => notice.text)).toEqual(['Hepatology Fellow · Toronto General Hospital'])
  })

  it('matches a draft when staff publish it, never what was public before the search, and drops a retired subject', async () => {
    const member = await t.signIn()
    const draft = await createVacancy(t.db, { title: 'Nephrology Fellow', subjects: ['nephrology'], status: 'draft' })
    await createVacancy(t.db, { title: 'Earlier Nephrology Post', subjects: ['nephrology'] })
    await sql`UPDATE alert_queue SET queued_at = now() - interval '1 minute'`.execute(t.db)
    await t.db.updateTable('subjects').set({ retired_at: new Date() }).where('slug', '=', 'nephrology').execute()
    try {
      // A search for a retired subject keeps its words: as the list opens it, the subject is left out.
      await save(member.api, 'vacancies', { search: 'nephrology', subjects: ['nephrology'] }, 'daily')
      await alerts.match()
      expect(await matchesOf(member.id)).toEqual([])
      await t.db.updateTable('vacancies').set({ status: 'open' }).where('id', '=', draft.id).execute()
      await alerts.match()
      expect(await matchesOf(member.id)).toMatchObject([{ vacancy_id: draft.id }])
    } finally {
      await t.db.updateTable('subjects').set({ retired_at: null }).where('slug', '=', 'nephrology').execute()
    }
  })

  it('matches events by their filters and community posts by their words, never a member’s own post', async () => {
    const member = await t.signIn()
    const api = member.api
    // A search of several subjects meets an event in any of them.
    await save(api, 'events', { subjects: ['neurology', 'cardiology'], type: 'conference' }, 'weekly')
    await save(api, 'community', { search: 'biobank consent' }, 'instant', 'Biobanks')
    const reader = await t.signIn()
    await save(reader.api, 'community', { search: 'biobank' }, 'daily', 'Biobank talk')
    const event = await createEvent(t.db, { title: 'Heart Rhythm Congress' })
    await createEvent(t.db, { title: 'Heart Rhythm Workshop', type: 'workshop' })
    const other = await createCommunityMember(t.db)
    await createPost(t.db, other.id, { title: 'Biobank consent forms', text: 'How do you word broad consent?' })
    await createPost(t.db, member.id, { title: 'My biobank consent question', text: 'Mine.' })
    await alerts.match()
    expect(await matchesOf(member.id)).toMatchObject([{ event_id: event.id, cadence: 'weekly' }])
    expect(await bell(api)).toMatchObject([{ title: 'New community post for “Biobanks”', text: 'Biobank consent forms', link: '/rc-community?search=Biobank+consent+forms' }])
    // Both kinds reach their digests: the event with its organiser, both posts (neither is the reader's own).
    await alerts.job.run()
    expect(t.mail.to(member.email).at(-1)?.text).toContain(`Heart Rhythm Congress\n  ${event.organiser}`)
    const digest = t.mail.to(reader.email).at(-1)?.text
    expect(digest).toContain('Biobank consent forms\n  How do you word broad consent?')
    expect(digest).toContain('My biobank consent question')
    expect(digest).toContain(`${publicUrl}/rc-community?search=Biobank+consent+forms`)
  })
})

describe('alert mail', () => {
  async function digestFor(name: string, alert: SavedSearchAlert = 'daily') {
    const member = await t.signIn()
    const search = await save(member.api, 'vacancies', { search: name }, alert, name)
    await createVacancy(t.db, { title: `${name} Fellow` })
    await alerts.job.run()
    const mail = t.mail.to(member.email).at(-1)!
    return { member, search, mail, token: unsubscribeLink(mail.text)! }
  }

  it('unsubscribes with one click from the mail program, without signing in, and says what it stopped', async () => {
    const { member, search, mail, token } = await digestFor('Urology')
    const oneClick = /<https:\/\/scholarhub\.example(\/api\/[^>]+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!
    expect((await t.guest.get(`/api/saved-searches/unsubscribe?token=${token}`)).json().data).toEqual({ searches: [{ name: 'Urology', stopped: false }] })
    const res = await t.guest.post(oneClick, undefined, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ data: { stopped: ['Urology'] } })
    const [saved] = (await member.api.get('/api/saved-searches')).json().data
    expect(saved).toMatchObject({ id: search.id, alert: 'never' })
    // Again (a mail program may retry): nothing left to stop, and no error.
    const again = await t.client({}).post(`/api/saved-searches/unsubscribe?token=${token}`)
    expect(again.json().data).toEqual({ stopped: [] })
  })

  it('takes the form bodies RFC 8058 allows, and refuses a forged, altered or missing token with nothing changed', async () => {
    const { member, token } = await digestFor('Dermatology')
    const [body, signature] = token.split('.') as [string, string]
    const forged = `${Buffer.from('digest:1').toString('base64url')}.${signature}`
    for (const bad of [forged, `${body}.${'A'.repeat(43)}`, `${body}`, 'x'.repeat(400), '']) {
      const res = await t.guest.post(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(bad)}`)
      expect(res.statusCode, bad).toBe(404)
      expect(res.json().message).toBe('This unsubscribe link is not valid. Manage your alerts from your dashboard.')
    }
    expect((await t.guest.post('/api/saved-searches/unsubscribe')).statusCode).toBe(400)
    expect((await t.guest.get(`/api/saved-searches/unsubscribe?token=${'x'.repeat(501)}`)).statusCode).toBe(400)
    expect((await t.guest.post(`/api/saved-searches/unsubscribe?token=${token}`, undefined, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9000' })).statusCode).toBe(413)
    expect((await member.api.get('/api/saved-searches')).json().data[0].alert).toBe('daily')
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    })
    expect(multipart.json()).toMatchObject({ data: { stopped: ['Dermatology'] } })
  })

  it('builds no digest for a member who wants no alert mail at all, and passes over what waited', async () => {
    const member = await t.signIn()
    expect((await t.guest.get('/api/saved-searches/alert-mail')).statusCode).toBe(401)
    expect((await member.api.get('/api/saved-searches/alert-mail')).json().data).toEqual({ alertMail: true })
    expect((await member.api.put('/api/saved-searches/alert-mail', { alertMail: 'no' })).statusCode).toBe(400)
    const off = await member.api.put('/api/saved-searches/alert-mail', { alertMail: false })
    expect(off.json()).toMatchObject({ data: { alertMail: false }, message: 'You will get no alert mail.' })
    await save(member.api, 'vacancies', { search: 'rheumatology' }, 'daily')
    await createVacancy(t.db, { title: 'Rheumatology Fellow' })
    await alerts.job.run()
    expect(t.mail.to(member.email)).toEqual([])
    expect(await matchesOf(member.id)).toEqual([])
    // Turned on again, what was passed over stays passed over: no flood of old news.
    await member.api.put('/api/saved-searches/alert-mail', { alertMail: true })
    await alerts.job.run()
    expect(t.mail.to(member.email)).toEqual([])
  })
})
