import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const page = (slug: string, title: string, content: string) => ({ slug, title, content, updatedAt: '2026-01-01T00:00:00Z' })

const hostile = [
  '<p>Plain words stay.</p>',
  '<img src="x.png" alt="chart" onerror="window.__pwned = true">',
  '<script>window.__pwned = true</script>',
  '<p style="color:red" onclick="window.__pwned = true">Styled</p>',
  '<a href="javascript:window.__pwned = true">Bad link</a>',
  '<a href="https://example.org" target="_blank">Outside</a>',
  '<table><caption>Fees</caption><tr><td>APC</td></tr></table>',
  '<a href="/page/disclaimer">Disclaimer</a>',
].join('')

describe('content page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => {
    vi.unstubAllGlobals()
    delete (window as { __pwned?: boolean }).__pwned
  })

  it('shows the title as the one h1 and its HTML without scripts, handlers or inline styles', async () => {
    stubApi({ 'GET /api/pages/rules': page('rules', 'House rules', hostile) })
    renderApp('/page/rules')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('House rules')
    const article = screen.getByRole('article')
    expect(article.textContent).toContain('Plain words stay.')
    expect(article.querySelector('script')).toBeNull()
    expect(article.querySelector('[onerror], [onclick], [style]')).toBeNull()
    expect(screen.getByText('Bad link').getAttribute('href')).toBeNull()
    expect(screen.getByRole('link', { name: 'Outside' }).getAttribute('rel')).toBe('noopener noreferrer')
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
    await waitFor(() => expect(document.title).toBe('House rules · Scholar Hub'))
  })

  it('puts each table in its own labelled scroll box', async () => {
    stubApi({ 'GET /api/pages/fees': page('fees', 'Fees', hostile) })
    renderApp('/page/fees')
    const box = await screen.findByRole('region', { name: 'Fees' })
    expect(box.querySelector('table')).not.toBeNull()
    expect(box.tabIndex).toBe(0)
  })

  it('opens app links inside the page without reloading', async () => {
    stubApi({ 'GET /api/pages/rules': page('rules', 'House rules', hostile), 'GET /api/pages/disclaimer': page('disclaimer', 'Disclaimer', '<p>Read this.</p>') })
    const { router } = renderApp('/page/rules')
    const inArticle = within(await screen.findByRole('article')).getByRole('link', { name: 'Disclaimer' })
    expect(fireEvent.click(inArticle)).toBe(false)
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/disclaimer'))
    expect((await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).textContent).toBe('Disclaimer')
  })

  it('shows the not-found screen for a page the server does not have, asking only once', async () => {
    const server = stubApi({})
    renderApp('/page/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(server.requested().filter((request) => request === 'GET /api/pages/no-such-page')).toHaveLength(1)
  })

  it('sends the old /pages/{slug} form to /page/{slug}', async () => {
    stubApi({ 'GET /api/pages/disclaimer': page('disclaimer', 'Disclaimer', '<p>Read this.</p>') })
    const { router } = renderApp('/pages/disclaimer')
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/disclaimer'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeTruthy()
  })

  it('renders the about page with its about-us anchor', async () => {
    stubApi({ 'GET /api/pages/about': page('about', 'About Scholar Hub', '<p>Who we are.</p>') })
    renderApp('/about')
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Scholar Hub' })
    expect(heading.closest('#about-us')).not.toBeNull()
  })
})
