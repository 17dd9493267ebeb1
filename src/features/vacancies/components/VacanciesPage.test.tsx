import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { cardOf, directoryScreen, listStatus } from '../../../test-utils/directories.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { india, stubVacancyApi, vacancy } from '../../../test-utils/vacancies.ts'

// What is the vacancies' own: their cards, and saving one from its card. The screen's lists, filters, gate and saved
// search are the directory kit's (directory-kit/directory-kit.test.tsx, through this declaration).

const DAY_MS = 24 * 60 * 60 * 1000

/** A member whose plan includes vacancies. */
const member = { 'GET /api/subscriptions/check-feature/vacancies': { isAccessible: true } }
const noFeature = { 'GET /api/subscriptions/check-feature/vacancies': { isAccessible: false } }

describe('vacancies', () => {
  directoryScreen()

  it('opens at the top with the managed header, and each card says what a person decides on', async () => {
    stubVacancyApi(() => ({
      vacancies: [
        vacancy(1, {
          title: 'Consultant Cardiologist',
          employer: 'Toronto General Hospital',
          closesAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
          salary: { min: 120000000, max: 180000000, currency: 'INR', period: 'year' },
        }),
        vacancy(2, { title: 'Anatomy Lecturer', country: india, state: null, link: 'javascript:alert(1)' }),
      ],
      hasMore: false,
    }))
    renderApp('/vacancy')
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next position' })).toBeTruthy()
    expect(screen.getByText('Posts at universities and hospitals.')).toBeTruthy()
    expect(screen.getByText('Updated every day.')).toBeTruthy()

    const card = within(await cardOf('Consultant Cardiologist'))
    for (const text of ['Toronto General Hospital', 'Closes in 3 days', 'Cardiology', 'MD', 'Ontario, Canada', '₹12,00,000 – ₹18,00,000 a year']) {
      expect(card.getByText(text)).toBeTruthy()
    }
    const visit = card.getByRole('link', { name: 'Visit Website: Consultant Cardiologist (opens in a new tab)' })
    expect(visit.getAttribute('href')).toBe('https://jobs.example.org/1')
    expect(visit.getAttribute('target')).toBe('_blank')
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer')
    expect(card.getByRole('link', { name: 'Consultant Cardiologist' }).getAttribute('href')).toBe('/vacancy/vacancy-00000001')

    const plain = within(await cardOf('Anatomy Lecturer'))
    expect(plain.getByText('India')).toBeTruthy()
    expect(plain.getByText('Closes in 10 days')).toBeTruthy()
    // No salary said, no salary shown; a link that is not a web address is not followed.
    expect(plain.queryByText('Salary')).toBeNull()
    expect(plain.queryByRole('link', { name: /^Visit Website/ })).toBeNull()
    expect(listStatus().textContent).toBe('2 vacancies shown. No more vacancies to load.')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(document.title).toBe('Vacancies · Scholar Hub'))
  })

  it('labels a demo vacancy as demo beside its countdown, and no other', async () => {
    stubVacancyApi(() => ({ vacancies: [vacancy(1, { title: 'Made-up Fellowship', demo: true }), vacancy(2, { title: 'Real Fellowship', demo: false })], hasMore: false }))
    renderApp('/vacancy')
    const demo = within(await cardOf('Made-up Fellowship'))
    expect(demo.getByText('Demo').getAttribute('title')).toMatch(/^Made up to show how Scholar Hub works/)
    expect(within(await cardOf('Real Fellowship')).queryByText('Demo')).toBeNull()
  })
})

describe('saving a vacancy from its card', () => {
  directoryScreen()

  it('keeps it for a member: the button is pressed, and its page reads from the card until opened online', async () => {
    signIn()
    let saved: unknown[] = []
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1, { title: 'Consultant Cardiologist' })], hasMore: false }), {
      ...member,
      'GET /api/saved-items': () => ({ items: saved, calendarUrl: `webcal://scholar.example/api/saved-events.ics?token=${'a'.repeat(43)}` }),
      'POST /api/saved-items': async ({ request }) => {
        const { kind, id } = (await request.json()) as { kind: string; id: string }
        const item = { kind, id, title: 'Consultant Cardiologist', subtitle: null, detail: null, path: `/vacancy/${id}`, link: null, available: true, closesAt: null, startsAt: null, endsAt: null, timeZone: null, savedAt: new Date().toISOString() }
        saved = [item]
        return new Response(JSON.stringify({ data: item, message: 'Saved.' }), { status: 201, headers: { 'content-type': 'application/json' } })
      },
    })
    const { queryClient } = renderApp('/vacancy')
    const save = within(await cardOf('Consultant Cardiologist')).getByRole('button', { name: 'Save Consultant Cardiologist' })
    expect(save.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(save)
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'))
    expect(save.textContent).toBe('Saved')
    expect(api.sent('POST /api/saved-items')).toEqual([{ kind: 'vacancy', id: vacancy(1).slug }])
    expect(queryClient.getQueryData(['vacancies', 'item', vacancy(1).slug])).toMatchObject({ title: 'Consultant Cardiologist' })
  })

  it('sends a visitor to sign in and back, saving nothing', async () => {
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1, { title: 'Consultant Cardiologist' })], hasMore: false }), noFeature)
    const { router } = renderApp('/vacancy')
    fireEvent.click(within(await cardOf('Consultant Cardiologist')).getByRole('button', { name: 'Save Consultant Cardiologist' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/vacancy' })
    expect(api.requested().filter((key) => key.includes('saved-items'))).toEqual([])
  })
})
