import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test } from '@playwright/test'
import { createPaidMember } from '../../server/seed/factories/accounts.ts'
import { newEmail, signIn, signInAs } from './support/accounts.ts'
import { e2eDatabase } from './support/database.ts'
import { mailedLink, mailFolders, messagesTo } from './support/mail.ts'
import { e2eAdmin, e2ePorts } from './support/servers.ts'

// A long journey through several screens: generous limits, for when another run shares the two cores.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

// The server whose mail goes over SMTP: the digest is read as a mail server received it.
const ports = e2ePorts()
test.use({ baseURL: `http://127.0.0.1:${ports.smtp}` })

/** A word no other vacancy has, so the searches find only the one published here. */
const uniqueWord = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')

test('a saved search hears of a vacancy staff publish: in the bell at once, in the daily digest, stopped from the mail', async ({ page, request, browser }) => {
  const word = uniqueWord()
  // Searching the vacancies by words takes a plan; a free member would be sent to the plans instead.
  const member = { email: newEmail('alerts'), password: 'alerts-pass-123' }
  const database = e2eDatabase(ports.smtp)
  await database.then(({ db }) => createPaidMember(db, { ...member, name: 'Dr. Meera Iyer', planSlug: 'scholar-plus' })).finally(async () => (await database).close())
  await signInAs(page, request, member)
  const { email } = member

  // Two searches for the same word: one told at once, one in the daily digest.
  await page.goto(`/vacancy?search=${word}`)
  for (const [name, alert] of [
    [`At once ${word}`, 'At once (bell and push)'],
    [`Daily ${word}`, 'Daily email digest'],
  ] as const) {
    await page.getByRole('button', { name: 'Save this search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save this search' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await dialog.getByRole('combobox', { name: 'Alert' }).selectOption({ label: alert })
    await dialog.getByRole('button', { name: 'Save search' }).click()
    await expect(dialog).toBeHidden()
  }

  // Staff publish a matching vacancy.
  const admin = await signIn(request, e2eAdmin)
  const headers = { authorization: `Bearer ${admin.token}` }
  const { data: lookups } = (await (await request.get('/api/admin/lookups', { headers })).json()) as {
    data: { subjects: { id: number }[]; qualifications: { id: number }[]; countries: { id: number; title: string }[] }
  }
  const canada = lookups.countries.find((country) => country.title === 'Canada')!.id
  const { data: states } = (await (await request.get(`/api/admin/lookups/countries/${canada}/states`, { headers })).json()) as { data: { id: number }[] }
  const title = `Clinical Fellow in ${word}`
  const created = await request.post('/api/admin/vacancies', {
    headers,
    data: {
      title,
      employer: 'Toronto General Hospital',
      description: 'A one-year fellowship.',
      subjectIds: [lookups.subjects[0]!.id],
      qualificationId: lookups.qualifications[0]!.id,
      countryId: canada,
      stateId: states[0]!.id,
      contract: 'fellowship',
      closesAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      link: 'https://careers.example.org/fellowship',
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  // The bell: the matching job runs every second here.
  const bell = page.getByRole('button', { name: /^Notifications/ }).first()
  await expect(async () => {
    await page.reload()
    await bell.click()
    await expect(page.getByText(`New vacancy for “At once ${word}”`)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText(`${title} · Toronto General Hospital`)).toBeVisible()

  // The daily digest, as the SMTP server received it, with its one-click unsubscribe.
  const stopLink = await mailedLink(mailFolders.smtp(ports.smtp), email, 'alerts/unsubscribe')
  const digest = (await messagesTo(mailFolders.smtp(ports.smtp), email)).find((mail) => mail.includes('/alerts/unsubscribe'))!
  expect(digest).toMatch(/^Subject: Your daily alert: a new vacancy for your saved searches/m)
  expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
  expect(digest).toContain(title)
  expect(digest).toContain(`Found by your searches “At once ${word}”, “Daily ${word}”`)

  // The mail's link, opened by someone not signed in.
  const visitor = await browser.newPage({ baseURL: `http://127.0.0.1:${ports.smtp}` })
  await visitor.goto(stopLink)
  await expect(visitor.getByText(`This mail came from your saved search “Daily ${word}”`)).toBeVisible()
  await visitor.getByRole('button', { name: 'Stop these alerts' }).click()
  await expect(visitor.getByText(`Stopped: “Daily ${word}”.`)).toBeVisible()
  await visitor.close()

  await page.goto('/user-dashboard?tab=saved')
  await expect(page.getByRole('combobox', { name: `Alert for Daily ${word}` })).toHaveValue('never')
  await expect(page.getByRole('combobox', { name: `Alert for At once ${word}` })).toHaveValue('instant')
})
