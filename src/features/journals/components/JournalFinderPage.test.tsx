import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { cardOf, directoryScreen, listStatus } from '../../../test-utils/directories.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { savedSearchEcho } from '../../../test-utils/saved-searches.ts'
import { cardiology, journal, pageOf, publisher, pubmed, scopus, stubFinderApi } from '../../../test-utils/journals.ts'


// What is the journal finder's own: its cards, its filters (the impact factor above all), and saving them. The
// screen's lists, gate and address are the directory kit's (directory-kit/directory-kit.test.tsx).

/** A member whose plan includes the journal finder. */
const member = { 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: true } }

describe('journal finder', () => {
  const viewport = directoryScreen()

  it('shows the managed header and each journal with what authors decide on', async () => {
    stubFinderApi(() => ({
      journals: [
        journal(1, {
          title: 'Heart Research',
          impactFactor: 12.5,
          publisher,
          indexes: [scopus, pubmed],
          subjects: [cardiology],
          openAccess: true,
          apc: { amount: 149900, currency: 'INR' },
          weeksToPublication: 8,
        }),
        journal(2, { title: 'Plain Journal', link: 'javascript:alert(1)' }),
      ],
      hasMore: false,
    }))
    renderApp('/journal-finder')
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the right journal' })).toBeTruthy()
    expect(screen.getByText('Search thousands of journals.')).toBeTruthy()

    const card = within(await cardOf('Heart Research'))
    for (const text of ['12.5', 'BioMed Central', 'Scopus, PubMed/MEDLINE', 'Cardiology', '8 weeks', 'Open access', 'APC ₹1,499.00']) {
      expect(card.getByText(text)).toBeTruthy()
    }
    const visit = card.getByRole('link', { name: 'Visit Website: Heart Research (opens in a new tab)' })
    expect(visit.getAttribute('href')).toBe('https://journal-1.example.org')
    expect(visit.getAttribute('target')).toBe('_blank')
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer')

    const plain = within(await cardOf('Plain Journal'))
    expect(plain.getByText('No APC')).toBeTruthy()
    expect(plain.queryByRole('link')).toBeNull()
    expect(listStatus().textContent).toBe('2 journals shown. No more journals to load.')
    await waitFor(() => expect(document.title).toBe('Journal Finder · Scholar Hub'))
  })

  it('writes each filter to the URL and starts the list again at page 1', async () => {
    signIn()
    const api = stubFinderApi((params) => ({ journals: pageOf(Number(params.get('page')) * 100), hasMore: true }), member)
    const { router } = renderApp('/journal-finder')
    await cardOf('Journal 100')
    await waitFor(() => expect(viewport.watched()).toBe(1))
    viewport.scrollIntoView()
    await cardOf('Journal 200')

    // On a phone the filters wait behind their button, which counts the choices made.
    const toggle = screen.getByRole('button', { name: 'Filters' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    fireEvent.change(await screen.findByRole('combobox', { name: 'Publisher' }), { target: { value: 'bmc' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ publisher: 'bmc' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'publisher=bmc', page: 1 }))
    // The new filters' list holds their first page only, not as many pages as the old one had scrolled to.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Scopus' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ publisher: 'bmc', indexes: ['scopus'] }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'PubMed/MEDLINE' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ publisher: 'bmc', indexes: ['scopus', 'pubmed'] }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'cardiology' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open access only' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'No publication fee' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'publisher=bmc&indexes=pubmed&indexes=scopus&subject=cardiology&openAccess=true&noApc=true', page: 1 }))
    expect(screen.getByRole('button', { name: 'Filters (6)' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Publisher' }) as HTMLSelectElement).value).toBe('')
  })

  it('sends typed values after a pause, and the slider and text box move together', async () => {
    signIn()
    const api = stubFinderApi(() => ({ journals: [journal(1)], hasMore: false }), member)
    const { router } = renderApp('/journal-finder')
    await cardOf('Journal 1')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))

    const box = screen.getByRole('textbox', { name: 'Impact Factor' }) as HTMLInputElement
    const slider = screen.getByRole('slider', { name: 'Impact Factor' }) as HTMLInputElement
    await waitFor(() => expect(slider.max).toBe('87.4'))
    expect(slider.value).toBe('0')
    expect(slider.getAttribute('aria-valuetext')).toBe('Any impact factor')

    fireEvent.change(box, { target: { value: '2.50' } })
    expect(slider.value).toBe('2.5')
    expect(slider.getAttribute('aria-valuetext')).toBe('At least 2.5')
    await waitFor(() => expect(router.state.location.search).toEqual({ impactFactor: 2.5 }))
    await waitFor(() => expect(api.lastList()?.query).toBe('impactFactor=2.5'))
    // What was typed stays as typed.
    expect(box.value).toBe('2.50')

    fireEvent.change(slider, { target: { value: '4.2' } })
    expect(box.value).toBe('4.2')
    await waitFor(() => expect(router.state.location.search).toEqual({ impactFactor: 4.2 }))

    fireEvent.change(box, { target: { value: 'high' } })
    expect(screen.getByText('Impact factor must be a number from 0, such as 2.5')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')

    const search = screen.getByRole('searchbox', { name: 'Search journals' })
    expect(search.getAttribute('placeholder')).toBe('Search journals...')
    fireEvent.change(search, { target: { value: 'heart ' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ impactFactor: 4.2, search: 'heart' }))
    // The trailing space is kept while typing goes on.
    expect((search as HTMLInputElement).value).toBe('heart ')
    fireEvent.change(search, { target: { value: 'heart failure' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.lastList()?.query).toBe('search=heart+failure&impactFactor=4.2'))
  })

  it('reads every filter from the URL, as a link or a home subject chip gives them, and asks the API for the same', async () => {
    const api = stubFinderApi(() => ({ journals: [journal(1)], hasMore: false }))
    renderApp('/journal-finder?publisher=bmc&indexes=scopus&indexes=pubmed&impactFactor=2.5&openAccess=true&subject=cardiology')
    await cardOf('Journal 1')
    expect(api.lists).toEqual([{ query: 'publisher=bmc&indexes=pubmed&indexes=scopus&impactFactor=2.5&subject=cardiology&openAccess=true', page: 1 }])

    fireEvent.click(screen.getByRole('button', { name: 'Filters (6)' }))
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Publisher' }) as HTMLSelectElement).value).toBe('bmc'))
    expect((screen.getByRole('checkbox', { name: 'Scopus' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'PubMed/MEDLINE' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'DOAJ' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement).value).toBe('cardiology')
    expect((screen.getByRole('textbox', { name: 'Impact Factor' }) as HTMLInputElement).value).toBe('2.5')
    expect((screen.getByRole('slider', { name: 'Impact Factor' }) as HTMLInputElement).value).toBe('2.5')
    expect((screen.getByRole('checkbox', { name: 'Open access only' }) as HTMLInputElement).checked).toBe(true)
  })

  it('saves the filters as the URL holds them, toggles and impact factor included', async () => {
    signIn()
    const api = stubFinderApi(() => ({ journals: [journal(1)], hasMore: false }), {
      ...member,
      ...savedSearchEcho,
    })
    renderApp('/journal-finder?search=heart&indexes=scopus&impactFactor=2.5&openAccess=true')
    await cardOf('Journal 1')
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Journals: heart')
    // Journals have no alerts: what is new there is not published day by day.
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['No alert'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent('POST /api/saved-searches')).toEqual([
      { name: 'Journals: heart', alert: 'never', area: 'journals', filters: { search: 'heart', indexes: ['scopus'], impactFactor: 2.5, openAccess: true } },
    ])
  })
})
