import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { ADMIN_ONLY_MESSAGE } from '../staff-access.ts'

const labels = [
  'Dashboard',
  'User Management',
  'Category Management',
  'Queries Management',
  'Role Management',
  'Analytics & Reporting',
  'Courses Management',
  'Events Management',
  'Vacancies Management',
  'Templates Management',
  'Journal Management',
  'Profile Management',
  'Expert Management',
  'Chat Management',
  'Community Moderation',
  'Thesis Management',
  'Enquiries Management',
  'Plan Management',
  'Content Management',
  'Audit Log',
  'Logout',
]

const sidebar = () => within(screen.getByRole('complementary', { name: 'Admin menu' }))
const entries = () => sidebar().getAllByRole('listitem').map((item) => item.querySelector<HTMLElement>('a, button')!)

describe('admin area', () => {
  // Kept for the whole file: the screens some tests end on (home) still load after the test has finished.
  beforeEach(() => stubMatchMedia())

  it('sends a visitor to the login page and back here after signing in', async () => {
    stubApi({})
    const { router } = renderApp('/admin-dashboard/vacancies')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/admin-dashboard/vacancies' })
  })

  it('sends a signed-in member home, saying the area is for admins', async () => {
    signIn({ role: 'user' })
    const server = stubApi({})
    const { router } = renderApp('/admin-dashboard/users')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText(ADMIN_ONLY_MESSAGE)).toBeTruthy()
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(server.requested().filter((key) => key.includes('/api/admin'))).toEqual([])
  })

  it('greets the admin and lists the sections in order, Dashboard open first', async () => {
    signIn({ role: 'admin' })
    stubApi({})
    renderApp('/admin-dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    expect(sidebar().getByText('Hello Admin')).toBeTruthy()
    expect(entries().map((entry) => entry.textContent)).toEqual(labels)
    expect(sidebar().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
    // Under the figures, the Dashboard links to the sections that are built.
    const home = within(screen.getByRole('navigation', { name: 'Sections' }))
    expect(home.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin-dashboard/users', '/admin-dashboard/categories', '/admin-dashboard/queries', '/admin-dashboard/roles', '/admin-dashboard/analytics', '/admin-dashboard/courses', '/admin-dashboard/events', '/admin-dashboard/vacancies', '/admin-dashboard/templates', '/admin-dashboard/journals', '/admin-dashboard/profile', '/admin-dashboard/experts', '/admin-dashboard/chats', '/admin-dashboard/community', '/admin-dashboard/thesis', '/admin-dashboard/enquiries', '/admin-dashboard/plans', '/admin-dashboard/content', '/admin-dashboard/audit'])
  })

  it('gives each section its own address, which Back returns from', async () => {
    signIn({ role: 'admin' })
    stubApi({})
    const { router } = renderApp('/admin-dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    fireEvent.click(sidebar().getByRole('link', { name: 'Analytics & Reporting' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics & Reporting' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin-dashboard/analytics')
    expect(screen.queryByText(/This section is coming/)).toBeNull()
    expect(sidebar().getByRole('link', { name: 'Analytics & Reporting' }).getAttribute('aria-current')).toBe('page')

    router.history.back()
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  })

  it('says an unknown section is not there', async () => {
    signIn({ role: 'admin' })
    stubApi({})
    renderApp('/admin-dashboard/payroll')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toBeTruthy()
  })

  it('collapses to icons named by their labels, and widens again', async () => {
    signIn({ role: 'admin' })
    stubApi({})
    renderApp('/admin-dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    fireEvent.click(sidebar().getByRole('button', { name: 'Collapse sidebar' }))
    const collapsed = entries()
    expect(collapsed.map((entry) => entry.getAttribute('aria-label'))).toEqual(labels)
    expect(localStorage.getItem('admin-sidebar-collapsed')).toBe('true')

    fireEvent.click(sidebar().getByRole('button', { name: 'Expand sidebar' }))
    expect(entries().every((entry) => entry.getAttribute('aria-label') === null)).toBe(true)
  })

  it('opens the sections in a drawer on phones, which closes on a choice', async () => {
    signIn({ role: 'admin' })
    stubApi({})
    const { router } = renderApp('/admin-dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    fireEvent.click(screen.getByRole('button', { name: 'Admin menu' }))
    const drawer = within(await screen.findByRole('dialog', { name: 'Hello Admin' }))
    fireEvent.click(drawer.getByRole('link', { name: 'Vacancies Management' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/vacancies'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('logs out through the account, and goes home', async () => {
    signIn({ role: 'admin' })
    stubApi({ 'POST /api/logout': new Reply(200, { data: null, message: 'You have been signed out.' }) })
    const { router } = renderApp('/admin-dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    fireEvent.click(sidebar().getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('You have been signed out.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})
