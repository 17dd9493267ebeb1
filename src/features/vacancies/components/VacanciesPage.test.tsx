import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, upgradeRefusal } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { expectUpgradePromptThenMove } from '../../../test-utils/upgrade-prompt.ts'
import { savedSearchEcho } from '../../../test-utils/saved-searches.ts'
import { india, pageOf, stubVacancyApi, vacancy } from '../../../test-utils/vacancies.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const status = () => screen.getAllByRole('status').find((s) => s.closest('section[aria-labelledby]'))!
const cardOf = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** A member whose plan includes vacancies. */
const member = { 'GET /api/subscriptions/check-feature/vacancies': { isAccessible: true } }
const noFeature = { 'GET /api/subscriptions/check-feature/vacancies': { isAccessible: false } }
const firstPageOnly = (params: URLSearchParams) =>
  params.get('page') === '1' && !params.has('search') ? { vacancies: pageOf(1), hasMore: true } : upgradeRefusal()

describe('vacancies', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>
  beforeEach(() => {
    stubMatchMedia()
    viewport = stubIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

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
    expect(status().textContent).toBe('2 vacancies shown. No more vacancies to load.')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(document.title).toBe('Vacancies · Scholar Hub'))
  })

  it('says the first page is loading, and when nothing matches', async () => {
    const answer = deferred<{ vacancies: never[]; hasMore: boolean }>()
    stubVacancyApi(() => answer.promise)
    renderApp('/vacancy')
    expect(await screen.findByText('Loading vacancies...')).toBeTruthy()
    answer.resolve({ vacancies: [], hasMore: false })
    expect(await screen.findByText('No vacancies match your filters.')).toBeTruthy()
  })

  it('loads the next page when the end of the list scrolls into view, until there are no more', async () => {
    signIn()
    const second = deferred<{ vacancies: ReturnType<typeof pageOf>; hasMore: boolean }>()
    const api = stubVacancyApi((params) => (params.get('page') === '1' ? { vacancies: pageOf(1), hasMore: true } : second.promise), member)
    renderApp('/vacancy')
    await cardOf('Vacancy 20')
    expect(screen.queryByRole('button', { name: 'CLICK HERE FOR MORE' })).toBeNull()
    await waitFor(() => expect(viewport.watched()).toBe(1))
    viewport.scrollIntoView()
    expect(await screen.findByText('Loading more vacancies...')).toBeTruthy()
    second.resolve({ vacancies: pageOf(21, 5), hasMore: false })
    expect(await screen.findByText('No more vacancies to load.')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(25)
    expect(api.lists.map((l) => l.page)).toEqual([1, 2])
  })

  it('writes each filter to the URL and asks for the list again; State waits for a country and resets with it', async () => {
    signIn()
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1)], hasMore: false }), member)
    const { router } = renderApp('/vacancy')
    await cardOf('Vacancy 1')

    // On a phone the filters wait behind their button, which counts the choices made.
    const toggle = screen.getByRole('button', { name: 'Filters' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    expect(select('State').disabled).toBe(true)
    expect(select('State').options[0]!.textContent).toBe('All States')
    await waitFor(() => expect([...select('Country').options].map((o) => o.textContent)).toEqual(['All Countries', 'Canada', 'India']))
    fireEvent.change(select('Country'), { target: { value: 'canada' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'canada' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'country=canada', page: 1 }))
    expect(select('State').disabled).toBe(false)
    await waitFor(() => expect([...select('State').options].map((o) => o.textContent)).toEqual(['All States', 'Ontario', 'Quebec']))
    fireEvent.change(select('State'), { target: { value: 'ontario' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'canada', state: 'ontario' }))

    fireEvent.click(box('Cardiology'))
    fireEvent.click(box('Anatomy'))
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'canada', state: 'ontario', subjects: ['cardiology', 'anatomy'] }))
    expect(select('Type').options[0]!.textContent).toBe('All Types')
    fireEvent.change(select('Type'), { target: { value: 'phd' } })
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'country=canada&state=ontario&subjects=anatomy&subjects=cardiology&qualification=phd', page: 1 }))
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeTruthy()

    // Another country starts State again at All States.
    fireEvent.change(select('Country'), { target: { value: 'india' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'india', subjects: ['cardiology', 'anatomy'], qualification: 'phd' }))
    expect(select('State').value).toBe('')
    await waitFor(() => expect([...select('State').options].map((o) => o.textContent)).toEqual(['All States', 'Karnataka']))

    const search = screen.getByRole('searchbox', { name: 'Search vacancies' }) as HTMLInputElement
    expect(search.getAttribute('placeholder')).toBe('Search for a position...')
    fireEvent.change(search, { target: { value: 'cardiac surgeon' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.lastList()?.query).toBe('search=cardiac+surgeon&country=india&subjects=anatomy&subjects=cardiology&qualification=phd'))

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(search.value).toBe('')
    expect(select('Country').value).toBe('')
    expect(select('State').disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
  })

  it('reads every filter from the URL, as a link gives them, and asks the API for the same', async () => {
    signIn()
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1)], hasMore: false }), member)
    renderApp('/vacancy?search=surgeon&country=canada&state=ontario&subjects=cardiology&subjects=anatomy&qualification=md')
    await cardOf('Vacancy 1')
    expect(api.lists).toEqual([{ query: 'search=surgeon&country=canada&state=ontario&subjects=anatomy&subjects=cardiology&qualification=md', page: 1 }])
    fireEvent.click(screen.getByRole('button', { name: 'Filters (5)' }))
    await waitFor(() => expect(select('State').value).toBe('ontario'))
    expect(select('Country').value).toBe('canada')
    expect(box('Cardiology').checked).toBe(true)
    expect(box('Anatomy').checked).toBe(true)
    expect(select('Type').value).toBe('md')
    expect((screen.getByRole('searchbox', { name: 'Search vacancies' }) as HTMLInputElement).value).toBe('surgeon')
  })

  it('reads odd or hostile URL values as no filter instead of failing', async () => {
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1)], hasMore: false }))
    const { router } = renderApp('/vacancy?country=%3Cscript%3E&state=Bad%20Slug&subjects=%7B%22a%22%3A1%7D&qualification=&search=%00x')
    await cardOf('Vacancy 1')
    expect(api.lists).toEqual([{ query: '', page: 1 }])
    expect(router.state.location.search).toEqual({})
  })

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true
    stubVacancyApi(() => (fail ? serverError() : { vacancies: [vacancy(1)], hasMore: false }))
    renderApp('/vacancy')
    expect(await screen.findByText('We could not load the vacancies.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await cardOf('Vacancy 1')
  })
})

describe('vacancies without the vacancies feature', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubMatchMedia()
    stubIntersectionObserver()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows a visitor the first page with CLICK HERE FOR MORE, which leads to login and back', async () => {
    const api = stubVacancyApi(firstPageOnly)
    const { router } = renderApp('/vacancy?country=canada')
    fireEvent.click(await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' }))
    await expectUpgradePromptThenMove(router, '/vacancy', '/login')
    expect(router.state.location.search).toEqual({ redirect: '/vacancy?country=canada' })
    expect(api.lists.map((l) => l.page)).toEqual([1])
  })

  it('sends a member whose plan lacks the feature to the plans when typing a search', async () => {
    signIn()
    const api = stubVacancyApi(firstPageOnly, noFeature)
    const { router } = renderApp('/vacancy')
    await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' })
    const search = screen.getByRole('searchbox', { name: 'Search vacancies' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'n' } })
    fireEvent.change(search, { target: { value: 'nu' } })
    expect(search.value).toBe('')
    await expectUpgradePromptThenMove(router, '/vacancy', '/plans')
    expect(api.lists.every((l) => !l.query.includes('search'))).toBe(true)
  })

  it('treats the server’s refusal the same way, for a shared link with search text', async () => {
    stubVacancyApi(firstPageOnly)
    const { router } = renderApp('/vacancy?search=surgeon')
    await expectUpgradePromptThenMove(router, '/vacancy', '/login')
    expect(router.state.location.search).toEqual({ redirect: '/vacancy?search=surgeon' })
  })
})

describe('saving a vacancy from its card', () => {
  beforeEach(() => {
    stubMatchMedia()
    stubIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

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

describe('saving the vacancies search', () => {
  beforeEach(() => {
    stubMatchMedia()
    stubIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the filters and words under the name and alert the member chooses', async () => {
    signIn()
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1)], hasMore: false }), {
      ...member,
      ...savedSearchEcho,
    })
    renderApp('/vacancy?search=fellow&country=canada')
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Vacancies: fellow')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Fellowships in Canada' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Alert' }), { target: { value: 'daily' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent('POST /api/saved-searches')).toEqual([{ name: 'Fellowships in Canada', alert: 'daily', area: 'vacancies', filters: { search: 'fellow', country: 'canada' } }])
  })

  it('sends a visitor to sign in and back', async () => {
    stubVacancyApi(() => ({ vacancies: [vacancy(1)], hasMore: false }), noFeature)
    const { router } = renderApp('/vacancy')
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
