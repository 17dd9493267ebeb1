import { expect, test, type Page } from '@playwright/test'
import { expectOpensUnderCsp, servedItemPage } from './support/item-pages.ts'

// The demo data has a few hundred events, most of them upcoming; each has its own page at /event/{slug}. An address
// that names no event is the server's 404 (server/web/event-page.test.ts), the app's not-found screen
// (EventDetailPage.test.tsx) and, for its layout, the phone pass's.

const eventList = (page: Page) => page.getByRole('list', { name: 'Events', exact: true })

test('event page: opens from its card in the list, says what the event is, and goes back', async ({ page }) => {
  await page.goto('/event')
  const card = eventList(page).getByRole('article').first()
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
  await card.getByRole('link', { name: title, exact: true }).click()

  await expect(page).toHaveURL(/\/event\/[a-z0-9-]+-[a-z0-9]{8}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(/^(Happening now|Starts today|Starts tomorrow|Starts in \d+ days)$/)).toBeVisible()
  for (const fact of ['Date', 'Subject', 'Type', 'Mode', 'Location']) await expect(page.getByRole('term').filter({ hasText: fact })).toHaveCount(1)
  await expect(page.getByRole('link', { name: /^Visit Website/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', /^\/api\/events\/[a-z0-9-]+\.ics$/)
  await expect(page).toHaveTitle(`${title} · Scholar Hub`)

  await page.getByRole('link', { name: 'All events' }).click()
  await expect(page).toHaveURL(/\/event$/)
  await expect(eventList(page).getByRole('article').first()).toBeVisible()
})

test('event page: the server’s HTML names the event and carries its Event, which the CSP lets be', async ({ page, request, baseURL }) => {
  const { data } = (await (await request.get('/api/events')).json()) as {
    data: { events: { slug: string; title: string; organiser: string; startsAt: string; endsAt: string }[] }
  }
  const event = data.events[0]!
  const url = `${baseURL}/event/${event.slug}`

  expect(await servedItemPage(request, url)).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      // The event's own clock, offset included, as the API gives it.
      startDate: event.startsAt,
      endDate: event.endsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: expect.stringMatching(/^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/),
      organizer: { '@type': 'Organization', name: event.organiser },
      url,
    }),
  ])
  expect(event.startsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/)
  await expectOpensUnderCsp(page, url, event.title)
})
