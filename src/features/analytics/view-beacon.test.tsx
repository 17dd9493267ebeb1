import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../test-utils/account.ts'
import { stubMatchMedia } from '../../test-utils/media.ts'
import { stubApi } from '../../test-utils/network.ts'
import { renderApp } from '../../test-utils/render-app.tsx'
import { stubVacancyApi, vacancy } from '../../test-utils/vacancies.ts'

const consultant = vacancy(7, { title: 'Consultant Cardiologist' })

/** The browser's beacon, as the page calls it; each call's address and body. */
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>
const beacons = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as object) }))
const views = (...screens: string[]) => screens.map((screen) => ({ url: '/api/analytics/view', screen }))

/** Lets the router finish what it started, so a beacon that should not have left has had every chance to. */
async function settled(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.status).toBe('idle'))
  await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('the screen-view beacon', () => {
  beforeEach(() => {
    stubMatchMedia()
    sendBeacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon')
    vi.restoreAllMocks()
  })

  it('sends each screen’s route pattern once per screen, never its address or query', async () => {
    stubVacancyApi(() => ({ vacancies: [consultant], hasMore: false }), { [`GET /api/vacancies/${consultant.slug}`]: consultant })
    const { router } = renderApp('/vacancy?search=heart&country=canada')
    await waitFor(() => expect(beacons()).toEqual(views('/vacancy')))

    await router.navigate({ to: '/vacancy/$slug', params: { slug: consultant.slug } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Cardiologist' })).toBeTruthy()
    await router.navigate({ to: '/event', search: { mode: 'online' } })
    await waitFor(() => expect(beacons()).toEqual(views('/vacancy', '/vacancy/$slug', '/event')))

    // A filter changed on the same screen is not another view.
    await router.navigate({ to: '/event', search: { mode: 'in-person' } })
    await settled(router)
    expect(beacons()).toHaveLength(3)
    const sent = sendBeacon.mock.calls.map(([, body]) => body).join(' ')
    expect(sent).not.toMatch(/heart|canada|online|vacancy-0|\?/)
  })

  it('names the site a visitor came from on the first screen only, and never this site', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/search?q=cardiology+jobs')
    stubApi({})
    const { router } = renderApp('/contact')
    await waitFor(() => expect(beacons()).toEqual([{ url: '/api/analytics/view', screen: '/contact', referrer: 'www.google.com' }]))
    await router.navigate({ to: '/plans' })
    await waitFor(() => expect(beacons()).toEqual([{ url: '/api/analytics/view', screen: '/contact', referrer: 'www.google.com' }, ...views('/plans')]))
  })

  it('leaves out a referrer from this same site', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/vacancy`)
    stubApi({})
    renderApp('/contact')
    await waitFor(() => expect(beacons()).toEqual(views('/contact')))
  })

  it('counts no staff screen and no screen that was not found', async () => {
    signIn({ role: 'admin' })
    stubApi({})
    const { router } = renderApp('/admin-dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    await router.navigate({ to: '/admin-dashboard/$section', params: { section: 'vacancies' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy Details' })).toBeTruthy()
    await router.navigate({ to: '/no-such-screen' as never })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    await settled(router)
    expect(beacons()).toEqual([])
  })

  it('sends nothing offline, and keeps nothing to send later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    stubApi({})
    const { router } = renderApp('/contact')
    await settled(router)
    expect(beacons()).toEqual([])

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await router.navigate({ to: '/plans' })
    await waitFor(() => expect(beacons()).toEqual(views('/plans')))
  })

  it('sends nothing, and breaks nothing, where the browser has no beacon', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon')
    stubApi({})
    const { router } = renderApp('/contact')
    await settled(router)
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
    expect(sendBeacon).not.toHaveBeenCalled()
  })
})
