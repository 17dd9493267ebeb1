import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { e2eAdmin } from './support/servers.ts'

// A long journey through several screens: generous limits, for when another run shares the two cores.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

interface PublicEvent {
  title: string
  startsAt: string
  timeZone: string
  deadlines: { kind: string; at: string; anywhereOnEarth: boolean }[]
}

/** The public list's events for `search`, as the API answers them at once (an admin passes the plan check). */
async function publicEvents(request: APIRequestContext, token: string, search: string) {
  const response = await request.get('/api/events', { params: { search }, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: { events: PublicEvent[] } }
  return data.events
}

/** A wall time in a few months, as a `datetime-local` box takes it; the year keeps it clear of summer-time changes. */
const inMonths = (months: number, time: string) => {
  const d = new Date(Date.now() + months * 30 * 24 * 60 * 60 * 1000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${time}`
}

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 2 })

test.describe('Events Management', () => {
  test('an admin creates, edits and deletes an event on its own clock, and the public list follows at once', async ({ page, request }) => {
    const token = await signInAs(page, request, e2eAdmin)
    const tag = randomBytes(4).toString('hex')
    const title = `Pacific Cardiology Summit ${tag}`
    const start = inMonths(4, '09:00')

    await page.goto('/admin-dashboard')
    await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: 'Events Management' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Event Details' })).toBeVisible()
    await expect(cardTitles(page).first()).toBeVisible()

    await page.getByRole('link', { name: 'Add New Event' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Event' })).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Organiser').fill('Pacific Heart Society')
    await page.getByLabel('Subject').selectOption({ index: 1 })
    await page.getByLabel('Type').selectOption({ index: 1 })
    await page.getByLabel('Mode').selectOption({ label: 'In person' })
    await page.getByLabel('Country').selectOption({ label: 'Canada' })
    await page.getByLabel('State').selectOption({ label: 'British Columbia' })
    await page.getByLabel('City (optional)').fill('Vancouver')
    await page.getByLabel('Time zone').selectOption('America/Vancouver')
    await page.getByLabel('Starts at').fill(start)
    await page.getByLabel('Ends at').fill(inMonths(4, '17:00'))
    await page.getByRole('checkbox', { name: 'Anywhere on Earth' }).first().check()
    await page.getByLabel('Abstract submission').fill(inMonths(2, '00:00').slice(0, 10))
    await page.getByLabel('Event link').fill('https://events.example.org/summit')
    await page.getByRole('button', { name: 'Save event' }).click()

    await expect(page.getByText('Event created.', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/admin-dashboard\/events$/)
    await page.getByPlaceholder('Search events...').fill(tag)
    await expect(cardTitles(page)).toHaveText([title])
    const [listed] = await publicEvents(request, token, tag)
    // Vancouver's clock, with its offset on that day, whatever the admin's own.
    expect(listed).toMatchObject({ title, timeZone: 'America/Vancouver', startsAt: expect.stringMatching(new RegExp(`^${start}:00-0[78]:00$`)) })
    expect(listed!.deadlines).toEqual([{ kind: 'abstract', at: `${inMonths(2, '00:00').slice(0, 10)}T23:59:59-12:00`, anywhereOnEarth: true }])

    // Edit: the form opens filled from the item, on the event's clock.
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await expect(page.getByLabel('Starts at')).toHaveValue(start)
    await expect(page.getByLabel('State')).toHaveValue(/\d+/)
    await page.getByLabel('Mode').selectOption({ label: 'Online' })
    await expect(page.getByLabel('Country')).toHaveCount(0)
    await page.getByRole('button', { name: 'Save event' }).click()
    await expect(page.getByText('Event updated.', { exact: true })).toBeVisible()
    await page.getByPlaceholder('Search events...').fill(tag)
    await expect(cardTitles(page)).toHaveText([title])
    await expect(page.getByRole('article', { name: title }).getByText('Online', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Event deleted.', { exact: true })).toBeVisible()
    await expect(page.getByText('No events found')).toBeVisible()
    expect(await publicEvents(request, token, tag)).toEqual([])
  })
})
