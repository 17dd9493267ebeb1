import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateTime } from '../../../lib/dates.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { anatomy, cardiology, stubVacancyApi, vacancy } from '../../../test-utils/vacancies.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const unreadCount = { 'GET /api/notifications/unread-count': { unreadCount: 0 } } as const
/** The page's labelled facts, as a person reads them. */
const facts = () =>
  Object.fromEntries(within(screen.getByRole('article')).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))

const consultant = vacancy(7, {
  title: 'Consultant Cardiologist',
  employer: 'Toronto General Hospital',
  subjects: [cardiology, anatomy],
  contract: 'fixed-term',
  salary: { min: 120000000, max: 180000000, currency: 'INR', period: 'year' },
  closesAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
  postedAt: '2026-01-10T04:00:00.000Z',
  reference: 'TGH-2026-014',
  description: 'Lead the cardiac clinic.\n\nThree sessions a week:\n- outpatients\n- teaching',
})

describe('a vacancy page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('says everything about the post, keeps the description’s line breaks, and applies in a new tab', async () => {
    stubApi({ [`GET /api/vacancies/${consultant.slug}`]: consultant, ...unreadCount })
    renderApp(`/vacancy/${consultant.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Cardiologist' })).toBeTruthy()
    expect(screen.getByText('Toronto General Hospital')).toBeTruthy()
    expect(screen.getByText('Closes in 3 days').getAttribute('datetime')).toBe(consultant.closesAt)
    expect(facts()).toEqual({
      Subjects: 'Cardiology, Anatomy',
      Type: 'MD',
      Contract: 'Fixed-term',
      Location: 'Toronto, Ontario, Canada',
      Salary: '₹12,00,000 – ₹18,00,000 a year',
      'Closing date': formatDateTime(consultant.closesAt),
      Posted: formatDate(consultant.postedAt),
      Reference: 'TGH-2026-014',
    })
    const about = screen.getByRole('region', { name: 'About the position' })
    expect(about.querySelector('p')!.textContent).toBe(consultant.description)

    const apply = screen.getByRole('link', { name: 'Apply on the employer’s website (opens in a new tab)' })
    expect(apply.getAttribute('href')).toBe('https://jobs.example.org/7')
    expect(apply.getAttribute('target')).toBe('_blank')
    expect(apply.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'All vacancies' }).getAttribute('href')).toBe('/vacancy')
    await waitFor(() => expect(document.title).toBe('Consultant Cardiologist at Toronto General Hospital · Scholar Hub'))
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/^Toronto General Hospital, Toronto, Ontario, Canada\. Lead the cardiac clinic\./)
  })

  it('labels a demo vacancy as demo under its title', async () => {
    const demo = vacancy(9, { title: 'Made-up Fellowship', demo: true })
    stubApi({ [`GET /api/vacancies/${demo.slug}`]: demo, ...unreadCount })
    renderApp(`/vacancy/${demo.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Made-up Fellowship' })).toBeTruthy()
    expect(within(screen.getByRole('article')).getByText('Demo')).toBeTruthy()
  })

  it('says plainly that a closed vacancy has closed, and offers no way to apply', async () => {
    const closed = vacancy(8, { status: 'closed', closesAt: new Date(Date.now() - DAY_MS).toISOString(), salary: null, reference: null })
    stubApi({ [`GET /api/vacancies/${closed.slug}`]: closed, ...unreadCount })
    renderApp(`/vacancy/${closed.slug}`)
    expect(await screen.findByText('This vacancy has closed')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull()
    expect(screen.queryByText(/^Closes/)).toBeNull()
    expect(facts()).not.toHaveProperty('Salary')
    expect(facts()).not.toHaveProperty('Reference')
    expect(facts().Subject).toBe('Cardiology')
  })

  it('shows the not-found screen for a vacancy the server does not have, and for an address that cannot be one, without asking', async () => {
    const api = stubApi(unreadCount)
    const { router } = renderApp('/vacancy/no-such-post-00000000')
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See open vacancies' }).getAttribute('href')).toBe('/vacancy')
    await waitFor(() => expect(document.title).toBe('Vacancy not found · Scholar Hub'))

    await router.navigate({ to: '/vacancy/$slug', params: { slug: 'countries' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeTruthy()
    expect(api.requested().filter((request) => request.startsWith('GET /api/vacancies'))).toEqual(['GET /api/vacancies/no-such-post-00000000'])
  })

  it('says when the vacancy cannot be loaded, and tries again', async () => {
    let fail = true
    stubApi({ [`GET /api/vacancies/${consultant.slug}`]: () => (fail ? serverError() : consultant), ...unreadCount })
    renderApp(`/vacancy/${consultant.slug}`)
    expect(await screen.findByText('We could not load this vacancy.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Cardiologist' })).toBeTruthy()
  })

  it('opens from its card’s title in the list, and goes back to the list', async () => {
    stubIntersectionObserver()
    stubVacancyApi(() => ({ vacancies: [consultant], hasMore: false }), { [`GET /api/vacancies/${consultant.slug}`]: consultant })
    const { router } = renderApp('/vacancy')
    fireEvent.click(await screen.findByRole('link', { name: 'Consultant Cardiologist' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacancy/${consultant.slug}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Cardiologist' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'All vacancies' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancy'))
  })
})
