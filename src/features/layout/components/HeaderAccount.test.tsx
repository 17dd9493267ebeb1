import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearAuth } from '../../../lib/auth.ts'
import { menu } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { signIn } from '../../../test-utils/account.ts'

const banner = () => screen.findByRole('banner')
const photo = '0b7e4f5a-1c2d-4e3f-8a9b-0c1d2e3f4a5b.png'

describe('header account', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('shows a signed-in user the bell and an avatar leading to the profile, not the guest link', async () => {
    signIn()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 } })
    renderApp('/connect')
    const profile = await within(await banner()).findByRole('link', { name: 'Your profile' })
    expect(profile.getAttribute('href')).toBe('/user-dashboard')
    expect(within(await banner()).getByRole('button', { name: 'Notifications' })).toBeTruthy()
    expect(within(await banner()).queryByRole('link', { name: 'Login or Create Account' })).toBeNull()
  })

  it('shows staff, and only staff, a way into the admin area, in the bar and in the phone menu', async () => {
    signIn({ role: 'moderator', roleName: 'Moderator', permissions: ['community.moderate'] })
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 } })
    const { router } = renderApp('/connect')
    const admin = await within(await banner()).findByRole('link', { name: 'Admin area' })
    expect(admin.getAttribute('href')).toBe('/admin-dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }))
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('link', { name: 'Admin area' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
  })

  it('shows a member no way into the admin area', async () => {
    signIn({ role: 'user' })
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 } })
    renderApp('/connect')
    await within(await banner()).findByRole('link', { name: 'Your profile' })
    expect(screen.queryByRole('link', { name: 'Admin area' })).toBeNull()
  })

  it('shows the private photo, fetched with the session', async () => {
    signIn({ image: photo })
    const server = stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 }, [`GET /api/serve-private-file/${photo}`]: {} })
    renderApp('/connect')
    const profile = await within(await banner()).findByRole('link', { name: 'Your profile' })
    await waitFor(() => expect(profile.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/))
    const request = server.requests.find(({ path }) => path === `/api/serve-private-file/${photo}`)
    expect(request?.headers.get('authorization')).toBe('Bearer test-token')
  })

  it('falls back to the default icon when the photo cannot be fetched or shown', async () => {
    signIn({ image: photo })
    stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 0 },
      [`GET /api/serve-private-file/${photo}`]: new Reply(404, { code: 'not_found', message: 'File not found' }),
    })
    const { queryClient } = renderApp('/connect')
    const profile = await within(await banner()).findByRole('link', { name: 'Your profile' })
    await waitFor(() => expect(queryClient.getQueryState(['me', 'private-file', photo])?.status).toBe('error'))
    await waitFor(() => expect(profile.querySelector('svg')).not.toBeNull())
    expect(profile.querySelector('img')).toBeNull()
  })

  it('turns a photo that does not decode into the default icon', async () => {
    signIn({ image: photo })
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 }, [`GET /api/serve-private-file/${photo}`]: {} })
    renderApp('/connect')
    const profile = await within(await banner()).findByRole('link', { name: 'Your profile' })
    const img = await waitFor(() => profile.querySelector('img')!)
    fireEvent.error(img)
    expect(profile.querySelector('img')).toBeNull()
    expect(profile.querySelector('svg')).not.toBeNull()
  })

  it('goes back to the guest link at once when the server no longer knows the session', async () => {
    signIn()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': new Reply(401, { code: 'unauthorized', message: 'Please login or register' }) })
    renderApp('/connect')
    const login = await within(await banner()).findByRole('link', { name: 'Login or Create Account' })
    expect(login.getAttribute('href')).toBe('/login')
    expect(within(await banner()).queryByRole('link', { name: 'Your profile' })).toBeNull()
  })

  it('goes back to the guest link when the user signs out', async () => {
    signIn()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 2 } })
    renderApp('/connect')
    await within(await banner()).findByRole('button', { name: 'Notifications, 2 unread' })
    act(() => clearAuth())
    expect(within(await banner()).getByRole('link', { name: 'Login or Create Account' })).toBeTruthy()
    expect(within(await banner()).queryByRole('button', { name: /Notifications/ })).toBeNull()
  })

  it('lists the bell and the profile as labelled rows in the phone menu, and following one closes the menu', async () => {
    signIn()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 4 } })
    const { router } = renderApp('/connect')
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }))
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByRole('button', { name: 'Notifications, 4 unread' })).textContent).toBe('Notifications4')
    fireEvent.click(within(dialog).getByRole('link', { name: 'Your profile' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/connect'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
