import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, type Routes, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'
import { expectSignedOut, lookups, profile, settings, signIn } from '../../../../test-utils/account.ts'

const unauthorized = () => new Reply(401, { message: 'Please login or register', code: 'unauthorized' })

const api = (routes: Routes = {}) =>
  stubApi({ 'GET /api/user/get': profile, 'GET /api/user/settings': settings, 'GET /api/user/activities': [], ...lookups, ...routes })

// Radix tabs switch on mouse down (or Enter/Space), as a real pointer press does.
const chooseTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })

describe('user dashboard', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor to the login page and back here after signing in', async () => {
    api()
    const { router } = renderApp('/user-dashboard?tab=activity')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/user-dashboard?tab=activity' })
  })

  it("names the user and their role, and opens the profile tab by default", async () => {
    signIn()
    api()
    renderApp('/user-dashboard')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Asha Rao')
    expect(screen.getByText('User')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile details' })).toBeTruthy()
  })

  it('keeps the open tab in the URL, replacing the entry so Back leaves the page', async () => {
    signIn()
    api()
    const { router } = renderApp('/user-dashboard?tab=activity')
    expect(await screen.findByRole('tab', { name: 'Activity', selected: true })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Recent Activity' })).toBeTruthy()

    chooseTab('Settings')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'settings' }))
    expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Change password' })).toBeTruthy()
    expect(router.history.canGoBack()).toBe(false)

    chooseTab('Profile')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'profile' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile details' })).toBeTruthy()
  })

  it('opens the profile tab for an unknown tab name', async () => {
    signIn()
    api()
    renderApp('/user-dashboard?tab=billing')
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeTruthy()
  })

  it('links to chat, subscriptions and services', async () => {
    signIn()
    api()
    renderApp('/user-dashboard')
    const links = within(await screen.findByRole('navigation', { name: 'Dashboard shortcuts' })).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chat', '/chat'],
      ['Subscriptions', '/subscriptions'],
      ['Services', '/plans'],
    ])
  })

  it('logs out on the server and here, says so and goes home', async () => {
    signIn()
    const server = api({ 'POST /api/logout': new Reply(200, { data: null, message: 'You have been signed out.' }) })
    const { router } = renderApp('/user-dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('You have been signed out.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expectSignedOut()
    expect(server.sent('POST /api/logout')).toEqual([null])
  })

  it('logs out here even when the server cannot be reached', async () => {
    signIn()
    api({ 'POST /api/logout': new Reply(503, { message: 'Service unavailable', code: 'unavailable' }) })
    const { router } = renderApp('/user-dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expectSignedOut()
  })

  it('goes home when logging out a session the server had already ended', async () => {
    signIn()
    api({ 'POST /api/logout': unauthorized() })
    const { router } = renderApp('/user-dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expectSignedOut()
    // The 401 also re-ran the dashboard's guard; it must not send the user on to the login page afterwards.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(router.state.location.pathname).toBe('/')
  })

  it('signs out and goes to the login page when the server no longer accepts the session', async () => {
    signIn()
    api({ 'GET /api/user/get': unauthorized() })
    const { router } = renderApp('/user-dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectSignedOut()
  })

  it('shows a failed profile with a way to ask again', async () => {
    signIn()
    let fail = true
    const server = api({ 'GET /api/user/get': () => (fail ? new Reply(500, { message: 'Internal server error!', code: 'internal' }) : profile) })
    renderApp('/user-dashboard')
    expect(await screen.findByText('We could not load your profile.', {}, { timeout: 3000 })).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile details' })).toBeTruthy()
    expect(server.requested().filter((request) => request === 'GET /api/user/get').length).toBeGreaterThan(1)
  })
})
