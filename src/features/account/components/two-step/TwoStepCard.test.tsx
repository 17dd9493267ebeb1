import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TwoStepStatus } from '../../../../../contract/two-step.ts'
import { permissions } from '../../../../../contract/permissions.ts'
import { descriptionOf, profile, settings, signIn } from '../../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'

const off: TwoStepStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredFrom: null }
const on: TwoStepStatus = { enabled: true, enabledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 10, requiredFrom: null }
const codes = [...'abcdefghjk'].map((c) => `abcd-efgh-${c.repeat(4)}`)
const setup = { uri: 'otpauth://totp/Scholar%20Hub:asha%40example.org?secret=JBSW', secret: 'JBSW Y3DP EHPK 3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }

const card = () => screen.findByRole('region', { name: 'Two-step sign-in' })

describe('the two-step sign-in card in Settings', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })

  it('sets up with the QR code and the key, turns on with a code, and shows the recovery codes once', async () => {
    let status = off
    const api = stubApi({
      'GET /api/user/settings': settings,
      'GET /api/user/sessions': [],
      'GET /api/user/get': profile,
      'GET /api/user/two-step': () => status,
      'POST /api/user/two-step/setup': setup,
      'POST /api/user/two-step/confirm': ({ request }) =>
        request
          .clone()
          .json()
          .then((body: { code: string }) => {
            if (body.code !== '123456') return new Reply(400, { code: 'validation', message: 'Wrong', issues: [{ path: 'code', message: 'That code is not right.' }] })
            status = on
            return new Reply(200, { data: { recoveryCodes: codes }, message: 'Two-step sign-in is on.' })
          }),
    })
    renderApp('/settings')
    const region = within(await card())
    fireEvent.click(await region.findByRole('button', { name: 'Set up two-step sign-in' }))
    const qr = await region.findByRole('img', { name: 'QR code to add Scholar Hub to your authenticator app' })
    expect(qr.getAttribute('src')).toBe(setup.qrCode)
    expect(region.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy()

    const code = region.getByLabelText('Code from your authenticator app')
    fireEvent.change(code, { target: { value: '654321' } })
    fireEvent.click(region.getByRole('button', { name: 'Turn on two-step sign-in' }))
    await waitFor(() => expect(descriptionOf(region.getByLabelText('Code from your authenticator app'))).toContain('That code is not right.'))
    fireEvent.change(region.getByLabelText('Code from your authenticator app'), { target: { value: '123456' } })
    fireEvent.click(region.getByRole('button', { name: 'Turn on two-step sign-in' }))

    const list = await region.findByRole('list', { name: 'Recovery codes' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes)
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }))
    fireEvent.click(region.getByRole('button', { name: 'Copy codes' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining(codes.join('\n'))))
    expect(region.getByRole('button', { name: 'Download codes' })).toBeTruthy()
    vi.unstubAllGlobals()

    // Once saved, the codes are gone from the page for good; the card says it is on.
    fireEvent.click(region.getByRole('button', { name: 'I have saved them' }))
    expect(await region.findByText(/10 of 10 recovery codes left/)).toBeTruthy()
    expect(region.queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(api.requested()).toContain('GET /api/user/get') // the stored profile learns it is on
  })

  it('turns off with the password and a recovery code', async () => {
    let status = on
    const api = stubApi({
      'GET /api/user/settings': settings,
      'GET /api/user/sessions': [],
      'GET /api/user/get': profile,
      'GET /api/user/two-step': () => status,
      'POST /api/user/two-step/disable': () => {
        status = off
        return new Reply(200, { data: null, message: 'Two-step sign-in is off.' })
      },
    })
    renderApp('/settings')
    const region = within(await card())
    fireEvent.click(await region.findByRole('button', { name: 'Turn off' }))
    fireEvent.change(region.getByLabelText('Your password'), { target: { value: 'secret-1' } })
    fireEvent.click(region.getByRole('button', { name: 'Use a recovery code' }))
    fireEvent.change(await region.findByLabelText('Recovery code'), { target: { value: 'abcd-efgh-2345' } })
    fireEvent.click(region.getByRole('button', { name: 'Turn off two-step sign-in' }))
    expect(await screen.findByText('Two-step sign-in is off.')).toBeTruthy()
    expect(api.sent('POST /api/user/two-step/disable')).toEqual([{ password: 'secret-1', recoveryCode: 'abcdefgh2345' }])
    expect(await region.findByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy()
  })

  it('makes new recovery codes for a current code', async () => {
    stubApi({
      'GET /api/user/settings': settings,
      'GET /api/user/sessions': [],
      'GET /api/user/get': profile,
      'GET /api/user/two-step': { ...on, recoveryCodesLeft: 1 },
      'POST /api/user/two-step/recovery-codes': new Reply(200, { data: { recoveryCodes: codes } }),
    })
    renderApp('/settings')
    const region = within(await card())
    expect(await region.findByText(/1 of 10 recovery codes left/)).toBeTruthy()
    fireEvent.click(region.getByRole('button', { name: 'New recovery codes' }))
    fireEvent.change(region.getByLabelText('Code from your authenticator app'), { target: { value: '123456' } })
    fireEvent.click(region.getByRole('button', { name: 'Make new recovery codes' }))
    expect(within(await region.findByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10)
  })
})

describe('staff who must set up two-step sign-in', () => {
  beforeEach(() => stubMatchMedia())

  it('are shown its set-up first in the admin area, past their days for it', async () => {
    signIn({ role: 'admin', permissions: [...permissions], twoStep: { enabled: false, requiredFrom: '2026-01-01T00:00:00.000Z' } })
    stubApi({ 'GET /api/user/two-step': { ...off, requiredFrom: '2026-01-01T00:00:00.000Z' } })
    const { router } = renderApp('/admin-dashboard/plans')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/two-step'))
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeTruthy()
    expect(await screen.findByText('Staff accounts need two-step sign-in.')).toBeTruthy()
    expect(await screen.findByText('Please set up two-step sign-in first.')).toBeTruthy()
  })

  it('use the admin area as usual within their days', async () => {
    signIn({ role: 'admin', twoStep: { enabled: false, requiredFrom: new Date(Date.now() + 86_400_000).toISOString() } })
    stubApi({})
    const { router } = renderApp('/admin-dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
    expect(screen.queryByText('Please set up two-step sign-in first.')).toBeNull()
  })
})
