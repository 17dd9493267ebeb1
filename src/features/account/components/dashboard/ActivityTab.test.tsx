import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, serverError, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'
import { expectSignedOut, profile, signIn } from '../../../../test-utils/account.ts'

const activities = [
  { text: 'You updated your profile.', createdAt: '2026-03-05T09:30:00.000Z' },
  { text: 'You joined Scholar Hub.', createdAt: '2026-01-14T18:05:00.000Z' },
]

const shown = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

describe('activity tab', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('lists what the user did with Indian-English dates', async () => {
    stubApi({ 'GET /api/user/get': profile, 'GET /api/user/activities': activities })
    renderApp('/user-dashboard?tab=activity')
    const region = await screen.findByRole('region', { name: 'Your Recent Activity' })
    const items = within(await within(region).findByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => [item.firstChild?.textContent, item.querySelector('time')?.getAttribute('datetime'), item.querySelector('time')?.textContent])).toEqual(
      activities.map(({ text, createdAt }) => [text, createdAt, shown(createdAt)]),
    )
  })

  it("says 'No activities found' when there are none", async () => {
    stubApi({ 'GET /api/user/get': profile, 'GET /api/user/activities': [] })
    renderApp('/user-dashboard?tab=activity')
    expect(await screen.findByText('No activities found')).toBeTruthy()
  })

  it('announces loading, then offers to ask again after a failure', async () => {
    let fail = true
    stubApi({ 'GET /api/user/get': profile, 'GET /api/user/activities': () => (fail ? serverError() : activities) })
    renderApp('/user-dashboard?tab=activity')
    expect((await screen.findByText('Loading your activity')).closest('[role="status"]')).not.toBeNull()
    expect(await screen.findByText('We could not load your activity.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You joined Scholar Hub.')).toBeTruthy()
  })

  it('signs out on a 401', async () => {
    stubApi({ 'GET /api/user/get': profile, 'GET /api/user/activities': new Reply(401, { message: 'Please login or register', code: 'unauthorized' }) })
    const { router } = renderApp('/user-dashboard?tab=activity')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectSignedOut()
  })
})
