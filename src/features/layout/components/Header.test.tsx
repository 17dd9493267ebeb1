import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactInfo, menu } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const banner = () => screen.findByRole('banner')
const navLinks = async () => within(await within(await banner()).findByRole('navigation')).findAllByRole('link')

describe('Header', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('lists the server menu, each item leading to its screen, and marks the current one', async () => {
    stubApi({ 'GET /api/menu': [...menu, { slug: 'admin-tools', menuTitle: 'Admin tools' }], 'GET /api/contact-info': contactInfo })
    renderApp('/vacancy')
    await waitFor(async () => expect(await navLinks()).toHaveLength(7))
    const links = await navLinks()
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Journal Finder', '/journal-finder'],
      ['Vacancies', '/vacancy'],
      ['Events', '/event'],
      ['Connect to Expert', '/connect'],
      ['Templates', '/templates'],
      ['Research Community', '/rc-community'],
      ['Writing Services', '/writting'],
    ])
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Vacancies'])
  })

  it('keeps the usual menu names when the menu cannot be loaded', async () => {
    stubApi({ 'GET /api/menu': serverError() })
    renderApp('/')
    await waitFor(async () => expect((await navLinks()).map((link) => link.textContent)).toContain('Journal Finder'))
  })

  it('offers guests Login or Create Account, and the logo leads home', async () => {
    stubApi({ 'GET /api/menu': menu })
    renderApp('/connect')
    const login = await within(await banner()).findByRole('link', { name: 'Login or Create Account' })
    expect(login.getAttribute('href')).toBe('/login')
    expect(within(await banner()).getByRole('link', { name: 'Scholar Hub' }).getAttribute('href')).toBe('/')
  })

  it('opens the phone menu as a dialog that closes on Escape and when a link is followed', async () => {
    stubApi({ 'GET /api/menu': menu })
    const { router } = renderApp('/connect')
    const open = await screen.findByRole('button', { name: 'Menu' })
    expect(open.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(open)
    const dialog = await screen.findByRole('dialog')
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(open.getAttribute('aria-controls')).toBe(dialog.id)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(open)

    fireEvent.click(open)
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('link', { name: 'Templates' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
