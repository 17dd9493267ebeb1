import { QueryClient } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EventListQuery } from '../../../contract/event-filters.ts'
import { JournalListQuery } from '../../../contract/journal-filters.ts'
import { directorySearch } from '../../lib/search-params.ts'
import { signIn } from '../../test-utils/account.ts'
import { serverError, upgradeRefusal } from '../../test-utils/network.ts'
import { cardOf, deferred, directoryScreen } from '../../test-utils/directories.ts'
import { renderApp } from '../../test-utils/render-app.tsx'
import { savedSearchEcho } from '../../test-utils/saved-searches.ts'
import { expectUpgradePromptThenMove } from '../../test-utils/upgrade-prompt.ts'
import { pageOf, stubVacancyApi, vacancy } from '../../test-utils/vacancies.ts'
import { vacancyDirectory } from '../vacancies/directory.tsx'

// The kit, once, through one declaration (the vacancies'): the address's schema, the list's states and paging, the
// filter panel, the plan's gate and 'Save this search'. Each directory's own tests cover only what is its own.

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

/** A member whose plan includes the feature the list needs. */
const member = { 'GET /api/subscriptions/check-feature/vacancies': { isAccessible: true } }
const noFeature = { 'GET /api/subscriptions/check-feature/vacancies': { isAccessible: false } }
const firstPageOnly = (params: URLSearchParams) =>
  params.get('page') === '1' && !params.has('search') ? { vacancies: pageOf(1), hasMore: true } : upgradeRefusal()

describe('a directory address', () => {
  const journals = directorySearch(JournalListQuery)
  const fromUrl = (query: string) => v.parse(journals, defaultParseSearch(query))

  it("reads the filters as links write them, with the list query's own rules", () => {
    expect(fromUrl('?search=%20heart%20&publisher=bmc&indexes=scopus&indexes=pubmed&subject=cardiology&openAccess=true&noApc=false')).toEqual({
      search: 'heart',
      publisher: 'bmc',
      indexes: ['scopus', 'pubmed'],
      subject: 'cardiology',
      openAccess: true,
    })
    // A list given as one comma-separated value, as the API takes it.
    expect(fromUrl('?indexes=scopus,pubmed').indexes).toEqual(['scopus', 'pubmed'])
  })

  it('keeps text the router read as a number as text', () => {
    expect(fromUrl('?search=2024&indexes=1')).toEqual({ search: '2024', indexes: ['1'] })
  })

  it('drops what the API would refuse, one value at a time, and keeps a list to its most', () => {
    expect(fromUrl('?indexes=%5B%22scopus%22%2C%7B%7D%2C%22Bad%20Slug%22%2C%22scopus%22%5D')).toEqual({ indexes: ['scopus'] })
    const many = Array.from({ length: 25 }, (_, i) => `indexes=index-${i}`).join('&')
    expect(fromUrl(`?${many}`).indexes).toHaveLength(20)
    const dropped = fromUrl('?search=%00&publisher=%3Cscript%3E&subject=a--b&impactFactor=-1&openAccess=maybe&noApc=1&indexes=%7B%7D')
    expect(Object.values(dropped).filter((value) => value !== undefined)).toEqual([])
    expect(fromUrl(`?search=${'a'.repeat(201)}`)).toEqual({ search: undefined })
  })

  it("reads a filter's older name as the query does, and gives the older name back unset", () => {
    const events = directorySearch(EventListQuery)
    expect(v.parse(events, defaultParseSearch('?subject=cardiology'))).toEqual({ subjects: ['cardiology'], subject: undefined })
    expect(v.parse(events, defaultParseSearch('?subjects=anatomy&subject=cardiology')).subjects).toEqual(['anatomy'])
  })
})

describe("a directory's cache", () => {
  it('keys the same filters in any order and spelling as one list, and asks for them in the query order', () => {
    expect(vacancyDirectory.keys.list({ subjects: ['b', 'a'], country: 'india', state: undefined })).toEqual(vacancyDirectory.keys.list({ country: 'india', subjects: ['a', 'b'] }))
    expect(Object.keys(vacancyDirectory.canonical({ qualification: 'md', search: 'x', country: 'india' }))).toEqual(['search', 'country', 'qualification'])
    expect(vacancyDirectory.activeFilters({ search: 'x', country: 'india', subjects: ['a', 'b'] })).toBe(3)
  })

  it('gathers the items of every kept list once', () => {
    const queryClient = new QueryClient()
    const [one, two, three] = [vacancy(1), vacancy(2), vacancy(3)]
    queryClient.setQueryData(vacancyDirectory.keys.list({}), { pages: [{ vacancies: [one], hasMore: true }, { vacancies: [two], hasMore: false }], pageParams: [1, 2] })
    queryClient.setQueryData(vacancyDirectory.keys.list({ country: 'india' }), { pages: [{ vacancies: [two, three], hasMore: false }], pageParams: [1] })
    queryClient.setQueryData(vacancyDirectory.keys.choices('subjects'), [{ value: 'cardiology', label: 'Cardiology' }])
    expect(vacancyDirectory.kept(queryClient).map((item) => item.slug).sort()).toEqual([one!.slug, two!.slug, three!.slug])
  })
})

describe('a directory screen', () => {
  const viewport = directoryScreen()

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

  it('sorts by the order chosen beside the heading, kept in the URL and the request; clearing the filters keeps it', async () => {
    signIn()
    const api = stubVacancyApi(() => ({ vacancies: [vacancy(1)], hasMore: false }), member)
    const { router } = renderApp('/vacancy?country=canada')
    await cardOf('Vacancy 1')
    expect([...select('Sort by').options].map((o) => o.textContent)).toEqual(['Closing soonest', 'Newest'])
    expect(select('Sort by').value).toBe('closing')

    fireEvent.change(select('Sort by'), { target: { value: 'newest' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'canada', sort: 'newest' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'sort=newest&country=canada', page: 1 }))
    // The order is no filter: the phone's button counts the country only.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'newest' }))
    // The default is left out of the address, so a link to the plain list stays plain.
    fireEvent.change(select('Sort by'), { target: { value: 'closing' } })
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(api.lastList()).toEqual({ query: '', page: 1 }))
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
    const { router } = renderApp('/vacancy?country=%3Cscript%3E&state=Bad%20Slug&subjects=%7B%22a%22%3A1%7D&qualification=&search=%00x&sort=oldest')
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

describe('a directory behind a plan', () => {
  directoryScreen({ fakeTimers: true })

  it('shows a visitor the first page with CLICK HERE FOR MORE, which leads to login and back', async () => {
    const api = stubVacancyApi(firstPageOnly)
    const { router } = renderApp('/vacancy?country=canada')
    fireEvent.click(await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' }))
    await expectUpgradePromptThenMove(router, '/vacancy', '/login')
    expect(router.state.location.search).toEqual({ redirect: '/vacancy?country=canada' })
    expect(api.lists.map((l) => l.page)).toEqual([1])
  })

  it('sends a member whose plan lacks the feature to the plans when typing a search, to come back with the words', async () => {
    signIn()
    const api = stubVacancyApi(firstPageOnly, noFeature)
    const { router } = renderApp('/vacancy')
    await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' })
    const search = screen.getByRole('searchbox', { name: 'Search vacancies' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'n' } })
    fireEvent.change(search, { target: { value: 'nu' } })
    // The words stay in the box, but no list is asked for with them.
    expect(search.value).toBe('nu')
    await expectUpgradePromptThenMove(router, '/vacancy', '/plans')
    expect(router.state.location.search).toEqual({ redirect: '/vacancy?search=nu' })
    expect(api.lists.every((l) => !l.query.includes('search'))).toBe(true)
  })

  it('sends a visitor typing a search to sign in, coming back to the list with the same words and filters', async () => {
    const api = stubVacancyApi(firstPageOnly)
    const { router } = renderApp('/vacancy?country=canada')
    await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' })
    const search = screen.getByRole('searchbox', { name: 'Search vacancies' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'h' } })
    fireEvent.change(search, { target: { value: 'heart surgeon ' } })
    expect(search.value).toBe('heart surgeon ')
    await expectUpgradePromptThenMove(router, '/vacancy', '/login')
    expect(router.state.location.search).toEqual({ redirect: '/vacancy?country=canada&search=heart+surgeon' })
    expect(api.lists.every((l) => !l.query.includes('search'))).toBe(true)
  })

  it('lets the warning’s button go to the plans at once', async () => {
    signIn()
    stubVacancyApi(firstPageOnly, noFeature)
    const { router } = renderApp('/vacancy')
    fireEvent.click(await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' }))
    fireEvent.click(await screen.findByRole('button', { name: 'View plans' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'))
  })

  it('treats the server’s refusal the same way, for a shared link with search text', async () => {
    stubVacancyApi(firstPageOnly)
    const { router } = renderApp('/vacancy?search=surgeon')
    await expectUpgradePromptThenMove(router, '/vacancy', '/login')
    expect(router.state.location.search).toEqual({ redirect: '/vacancy?search=surgeon' })
  })
})

describe("a directory's 'Save this search'", () => {
  directoryScreen()

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
