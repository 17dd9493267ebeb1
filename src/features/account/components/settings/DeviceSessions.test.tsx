import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DeviceSession } from '../../../../../contract/account.ts'
import { profile, settings, signIn } from '../../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'

const here: DeviceSession = {
  id: '0f6d3a52-8a8e-4a4b-9a51-0c6f9d2f1a01',
  browser: 'Chrome 131',
  system: 'Android',
  device: 'mobile',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-23T09:30:00.000Z',
  current: true,
}
const laptop: DeviceSession = { ...here, id: '0f6d3a52-8a8e-4a4b-9a51-0c6f9d2f1a02', browser: 'Safari 17', system: 'macOS', device: 'desktop', current: false }

const region = () => screen.findByRole('region', { name: 'Signed-in devices' })

describe('signed-in devices in Settings', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })

  it('lists each device with its last use, marks this one, and signs out another', async () => {
    let sessions = [here, laptop]
    const api = stubApi({
      'GET /api/user/get': profile,
      'GET /api/user/settings': settings,
      'GET /api/user/sessions': () => sessions,
      'DELETE /api/user/sessions/:id': ({ params }) => {
        sessions = sessions.filter((s) => s.id !== params.id)
        return new Reply(200, { data: null, message: 'That device has been signed out.' })
      },
    })
    renderApp('/user-dashboard?tab=settings')
    const list = within(await within(await region()).findByRole('list'))
    const [first, second] = list.getAllByRole('listitem')
    expect(first!.textContent).toContain('Chrome 131 on Android (phone)This device')
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe(here.lastSeenAt)
    expect(within(first!).queryByRole('button')).toBeNull()

    fireEvent.click(within(second!).getByRole('button', { name: 'Sign out Safari 17 on macOS (computer)' }))
    expect(await screen.findByText('That device has been signed out.')).toBeTruthy()
    await expect.poll(() => within(screen.getByRole('region', { name: 'Signed-in devices' })).queryAllByRole('listitem').length).toBe(1)
    expect(api.requested()).toContain(`DELETE /api/user/sessions/${laptop.id}`)
    // Nothing else left to sign out: the button for all others goes.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull()
  })

  it('signs out every other device at once', async () => {
    let sessions = [here, laptop, { ...laptop, id: '0f6d3a52-8a8e-4a4b-9a51-0c6f9d2f1a03' }]
    stubApi({
      'GET /api/user/settings': settings,
      'GET /api/user/sessions': () => sessions,
      'POST /api/user/sessions/sign-out-others': () => {
        sessions = [here]
        return new Reply(200, { data: null, message: 'Every other device has been signed out.' })
      },
    })
    renderApp('/settings')
    fireEvent.click(await within(await region()).findByRole('button', { name: 'Sign out everywhere else' }))
    expect(await screen.findByText('Every other device has been signed out.')).toBeTruthy()
    await expect.poll(() => within(screen.getByRole('region', { name: 'Signed-in devices' })).queryAllByRole('listitem').length).toBe(1)
  })

  it("shows the server's message when signing out fails, and keeps the device listed", async () => {
    stubApi({
      'GET /api/user/settings': settings,
      'GET /api/user/sessions': [here, laptop],
      'DELETE /api/user/sessions/:id': new Reply(404, { message: 'That session has already ended.', code: 'not_found' }),
    })
    renderApp('/settings')
    fireEvent.click(await within(await region()).findByRole('button', { name: /^Sign out Safari/ }))
    expect(await screen.findByText('That session has already ended.')).toBeTruthy()
    expect(within(await region()).getAllByRole('listitem')).toHaveLength(2)
  })
})
