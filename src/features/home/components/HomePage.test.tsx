import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { section } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const chips = [
  { slug: 'anatomy', title: 'Anatomy' },
  { slug: 'herbal-medicine', title: 'Herbal Medicine' },
]


const service = (id: number, title: string) => ({ id, slug: `s-${id}`, title, text: `${title} text`, link: '/journal-finder', icon: null })

describe('home page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('links every subject chip to the journal finder with its subject, once for assistive technology', async () => {
    stubMatchMedia()
    stubApi({ 'GET /api/subjects/chips': chips })
    renderApp('/')
    const strip = await screen.findByRole('navigation', { name: 'Browse journals by subject' })
    const links = within(strip).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Anatomy', '/journal-finder?subject=anatomy'],
      ['Herbal Medicine', '/journal-finder?subject=herbal-medicine'],
    ])
    // The looping copy is there for the eye only: hidden from screen readers and skipped by Tab.
    const copies = within(strip).getAllByRole('link', { hidden: true })
    expect(copies).toHaveLength(4)
    expect(copies.slice(2).every((link) => link.tabIndex === -1)).toBe(true)
  })

  it('shows the subjects as one still, scrollable row with reduced motion', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'))
    stubApi({ 'GET /api/subjects/chips': chips })
    renderApp('/')
    const strip = await screen.findByRole('navigation', { name: 'Browse journals by subject' })
    expect(within(strip).getAllByRole('link', { hidden: true })).toHaveLength(2)
    expect(within(strip).queryByRole('button', { name: /scrolling subjects/ })).toBeNull()
  })

  it('renders the blocks under the hero once the browser is idle after the first screen, not with it', async () => {
    stubMatchMedia()
    // The browser's idle moments, held until the test lets them come.
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work))
    vi.stubGlobal('cancelIdleCallback', () => {})
    stubApi({
      'GET /api/subjects/chips': chips,
      'GET /api/sections/premium-package': section('premium-package', 'PREMIUM SERVICES PACKAGE', { text1: 'One plan unlocks everything.' }),
    })
    const { unmount } = renderApp('/')
    await screen.findByRole('navigation', { name: 'Browse journals by subject' })
    expect(screen.queryByRole('heading', { name: 'PREMIUM SERVICES PACKAGE' })).toBeNull()

    for (const work of idle.splice(0)) work()
    expect(await screen.findByText('One plan unlocks everything.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe('/plans')
    // While the stubbed idle callbacks are still there to be cancelled.
    unmount()
  })

  it('keeps the page up when one block fails, and that block recovers with Try again', async () => {
    stubMatchMedia()
    let servicesUp = false
    stubApi({
      'GET /api/sections/services': section('services', 'Our Services', { text1: 'Start for free.' }),
      'GET /api/section-services': () => (servicesUp ? { free: [service(1, 'Journal Finder')], premium: [service(2, 'Connect to Expert')] } : serverError()),
      'GET /api/sections/premium-package': section('premium-package', 'PREMIUM SERVICES PACKAGE', { text1: 'One plan unlocks everything.' }),
    })
    renderApp('/')
    expect(await screen.findByText('We could not load our services.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our Services' })).toBeTruthy()
    expect(screen.getByText('One plan unlocks everything.')).toBeTruthy()

    servicesUp = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Connect to Expert' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /^Learn More/ })).toHaveLength(2)
    expect(screen.queryByText('We could not load our services.')).toBeNull()
  })

  it('offers the premium package with Buy Now even before staff write its texts, and hides unwritten sections', async () => {
    stubMatchMedia()
    stubApi({})
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'PREMIUM SERVICES PACKAGE' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe('/plans')
    expect(screen.queryByRole('heading', { name: 'Why Choose Us' })).toBeNull()
    expect(await screen.findByText('Our services will be listed here soon.')).toBeTruthy()
  })
})
