import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PushDevice } from '../../../../contract/push.ts'
import { profile, settings, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi, type Routes } from '../../../test-utils/network.ts'
import { ENDPOINT, PUBLIC_KEY, stubBrowserPush as stubBrowser, subscriptionKeys as keys, unstubBrowserPush } from '../../../test-utils/push.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const here: PushDevice = { id: '7', browser: 'Chrome 131', system: 'Android', device: 'mobile', createdAt: '2026-11-20T08:00:00.000Z', current: true }
const laptop: PushDevice = { ...here, id: '9', browser: 'Firefox 133', system: 'Windows', device: 'desktop', current: false }

const api = (routes: Routes) =>
  stubApi({ 'GET /api/user/get': profile, 'GET /api/user/settings': settings, 'GET /api/push-subscriptions/key': { publicKey: PUBLIC_KEY }, ...routes })

const region = () => screen.findByRole('region', { name: 'Notifications on this device' })

describe('notifications on this device, in Settings', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })
  afterEach(() => {
    unstubBrowserPush()
  })

  it('asks the browser only when Allow is pressed, subscribes with the server’s key, and lists this device', async () => {
    const browser = stubBrowser()
    let devices: PushDevice[] = []
    const requests = api({
      'GET /api/push-subscriptions': () => devices,
      'POST /api/push-subscriptions': () => {
        devices = [here]
        return new Reply(201, { data: here, message: 'Notifications are on for this device.' })
      },
    })
    renderApp('/settings')
    const section = within(await region())
    expect(await section.findByText('Notifications are off for this device.')).toBeTruthy()
    expect(browser.notification.requestPermission).not.toHaveBeenCalled()

    fireEvent.click(section.getByRole('button', { name: 'Allow notifications' }))
    expect(await screen.findByText('Notifications are on for this device.', { selector: '[role="status"]' })).toBeTruthy()
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce()
    const options = browser.pushManager.subscribe.mock.calls[0]![0]
    expect(options.userVisibleOnly).toBe(true)
    expect(new Uint8Array(options.applicationServerKey as Uint8Array)[0]).toBe(4)
    expect(requests.requests.find((r) => r.method === 'POST')?.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys })
    const list = within(await section.findByRole('list', { name: 'Devices with notifications on' }))
    expect(list.getByRole('listitem').textContent).toContain('Chrome 131 on Android (phone)This device')
    expect(section.getByRole('button', { name: 'Turn off on this device' })).toBeTruthy()
  })

  it('turns notifications off here (the browser’s subscription and the server’s copy) and on another device', async () => {
    const browser = stubBrowser({ permission: 'granted', subscribed: true })
    let devices = [here, laptop]
    const requests = api({
      'GET /api/push-subscriptions': () => devices,
      'DELETE /api/push-subscriptions': ({ request }) => {
        const id = new URL(request.url).searchParams.get('id')
        devices = devices.filter((d) => (id ? d.id !== id : !d.current))
        return new Reply(200, { data: null, message: 'Notifications are off for that device.' })
      },
    })
    renderApp('/settings')
    const section = within(await region())
    fireEvent.click(await section.findByRole('button', { name: 'Turn off notifications on Firefox 133 on Windows (computer)' }))
    expect(await screen.findByText('Notifications are off for that device.')).toBeTruthy()
    expect(requests.requests.some((r) => r.method === 'DELETE' && r.url.search === '?id=9')).toBe(true)

    fireEvent.click(section.getByRole('button', { name: 'Turn off on this device' }))
    expect(await section.findByText('Notifications are off for this device.')).toBeTruthy()
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    expect(requests.requests.find((r) => r.method === 'DELETE' && r.body !== null)?.body).toEqual({ endpoint: ENDPOINT })
    await expect.poll(() => section.queryAllByRole('listitem').length).toBe(0)
  })

  it('says why it cannot: refused at the prompt, blocked for the site, or off on the server', async () => {
    stubBrowser({ grant: 'denied' })
    api({ 'GET /api/push-subscriptions': [] })
    const view = renderApp('/settings')
    fireEvent.click(await within(await region()).findByRole('button', { name: 'Allow notifications' }))
    expect(await screen.findByText(/^Notifications are blocked for this site\. Allow them in your browser’s site settings, then try again\./)).toBeTruthy()
    view.unmount()

    stubBrowser({ permission: 'denied' })
    const blocked = renderApp('/settings')
    const section = within(await region())
    expect(await section.findByText(/^Notifications are blocked for this site\. Allow them in your browser’s site settings to turn them on\./)).toBeTruthy()
    expect(section.queryByRole('button', { name: 'Allow notifications' })).toBeNull()
    blocked.unmount()

    stubBrowser()
    api({ 'GET /api/push-subscriptions': [], 'GET /api/push-subscriptions/key': new Reply(200, { data: { publicKey: null }, message: 'Notifications are not available on this site.' }) })
    renderApp('/settings')
    const off = within(await region())
    // Not a bare 'not available': how the same news reaches the member meanwhile.
    expect(await off.findByText('Notifications to devices are not switched on for this site yet.')).toBeTruthy()
    expect(
      off.getByText(
        'Until it is, new chat messages show in the Chat count at the top of the page and are emailed to you when they wait unread, and the ‘at once’ alerts of your saved searches appear under the notifications bell.',
      ),
    ).toBeTruthy()
    expect(off.queryByRole('button', { name: 'Allow notifications' })).toBeNull()
  })
})
