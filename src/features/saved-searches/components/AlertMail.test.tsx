import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { profile, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const token = `${'a'.repeat(16)}.${'b'.repeat(43)}`
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('alert mail', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it("stops a digest's searches from the mail's link without signing in, and only when asked", async () => {
    const api = stubApi({
      'GET /api/saved-searches/unsubscribe': () => ({ searches: [{ name: 'Cardiology UK', stopped: false }] }),
      'POST /api/saved-searches/unsubscribe': () => json({ data: { stopped: ['Cardiology UK'] }, message: 'You will get no more alert mail for these searches.' }),
    })
    renderApp(`/alerts/unsubscribe?token=${token}`)
    expect(await screen.findByText(/This mail came from your saved search “Cardiology UK”/)).toBeTruthy()
    // Opening the link (as a mail scanner does) stops nothing.
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Stop these alerts' }))
    expect(await screen.findByText('You will get no more alert mail for these searches.')).toBeTruthy()
    expect(screen.getByText(/Stopped: “Cardiology UK”\./)).toBeTruthy()
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).searchParams.get('token'))).toEqual([token])
  })

  it('says a link that is not valid is not, and offers the dashboard', async () => {
    stubApi({ 'GET /api/saved-searches/unsubscribe': () => json({ message: 'This unsubscribe link is not valid.' }, 404) })
    renderApp('/alerts/unsubscribe?token=forged')
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Manage all your alerts' }).getAttribute('href')).toBe('/user-dashboard?tab=saved')
  })

  it("turns on 'No alert mail at all' in Settings", async () => {
    signIn()
    let alertMail = true
    const api = stubApi({
      'GET /api/user/get': profile,
      'GET /api/notifications/unread-count': { unreadCount: 0 },
      'GET /api/saved-searches/alert-mail': () => ({ alertMail }),
      'PUT /api/saved-searches/alert-mail': async ({ request }) => {
        alertMail = ((await request.json()) as { alertMail: boolean }).alertMail
        return json({ data: { alertMail }, message: 'You will get no alert mail.' })
      },
    })
    renderApp('/settings')
    const box = (await screen.findByRole('checkbox', { name: 'No alert mail at all' })) as HTMLInputElement
    expect(box.checked).toBe(false)
    fireEvent.click(box)
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ alertMail: false }]))
    await waitFor(() => expect(box.checked).toBe(true))
  })
})
