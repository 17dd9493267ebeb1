import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { cardiology, journal, publisher, stubFinderApi } from '../../../test-utils/journals.ts'

const member = { 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: true } }
const saved = [
  journal(1, { title: 'Cardiology Today', impactFactor: 5, openAccess: true, subjects: [cardiology] }),
  journal(2, { title: 'Imaging Letters', impactFactor: 10, keywords: ['cardiac imaging'] }),
  journal(3, { title: 'Open Medicine', openAccess: true, publisher }),
]

const shownTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => void window.dispatchEvent(new Event('offline')))
}

describe('journal finder offline', () => {
  beforeEach(() => {
    stubMatchMedia()
    stubIntersectionObserver()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    window.dispatchEvent(new Event('online'))
    vi.unstubAllGlobals()
  })

  it('filters the journals saved on the device when the chosen filters were never loaded', async () => {
    signIn()
    const api = stubFinderApi(() => ({ journals: saved, hasMore: false }), member)
    const { router } = renderApp('/journal-finder')
    await screen.findByRole('heading', { name: 'Open Medicine' })
    goOffline()
    expect(screen.getByText('You are offline. Showing what you last saw.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open access only' }))
    expect(await screen.findByText('Offline: showing matches from journals saved on this device.')).toBeTruthy()
    expect(shownTitles()).toEqual(['Cardiology Today', 'Open Medicine'])
    expect(screen.getByText('No more journals to load.')).toBeTruthy()

    // Back to the list that was loaded: it shows as saved, without the device notice.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open access only' }))
    await waitFor(() => expect(shownTitles()).toEqual(['Cardiology Today', 'Imaging Letters', 'Open Medicine']))
    expect(screen.queryByText('Offline: showing matches from journals saved on this device.')).toBeNull()

    // Search words are looked for in titles, publishers and keywords, best impact factor first.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search journals' }), { target: { value: 'cardi' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'cardi' }))
    await waitFor(() => expect(shownTitles()).toEqual(['Imaging Letters', 'Cardiology Today']))

    fireEvent.change(screen.getByRole('combobox', { name: 'Publisher' }), { target: { value: 'bmc' } })
    expect(await screen.findByText('No journals match your filters.')).toBeTruthy()
    expect(api.lists).toHaveLength(1)
  })
})
