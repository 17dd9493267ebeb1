import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { deletionMessages } from '../../../../../contract/account-deletion.ts'
import { expectSignedOut, lookups, profile, settings, signIn } from '../../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'

const api = (reply: (body: { password: string }) => Reply) =>
  stubApi({
    'GET /api/user/get': profile,
    'GET /api/user/settings': settings,
    'GET /api/user/sessions': [],
    ...lookups,
    'POST /api/user/delete-account': async ({ request }) => reply((await request.json()) as { password: string }),
  })

async function openDeleteDialog() {
  const view = renderApp('/settings')
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  return { ...view, dialog, password: within(dialog).getByLabelText('Your password'), submit }
}

describe('Delete my account', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })

  it('asks for the password, shows a wrong one on the field, and once deleted signs this device out', async () => {
    const server = api(({ password }) =>
      password === 'my-password'
        ? new Reply(200, { data: null, message: deletionMessages.deleted })
        : new Reply(400, { code: 'validation', message: deletionMessages.wrongPassword, issues: [{ path: 'password', message: deletionMessages.wrongPassword }] }),
    )
    const { dialog, password, submit, router } = await openDeleteDialog()
    submit()
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    expect(server.sent('POST /api/user/delete-account')).toEqual([])

    fireEvent.change(password, { target: { value: 'guess' } })
    submit()
    expect(await within(dialog).findByText(deletionMessages.wrongPassword)).toBeTruthy()
    fireEvent.change(password, { target: { value: 'my-password' } })
    submit()
    expect(await screen.findByText(deletionMessages.deleted)).toBeTruthy()
    expectSignedOut()
    expect(router.state.location.pathname).toBe('/')
    expect(server.sent('POST /api/user/delete-account')).toEqual([{ password: 'guess' }, { password: 'my-password' }])
  })

  it('shows a refusal of the whole in the dialog and keeps the person signed in', async () => {
    api(() => new Reply(409, { code: 'last_admin', message: deletionMessages.lastAdmin }))
    const { dialog, password, submit } = await openDeleteDialog()
    fireEvent.change(password, { target: { value: 'my-password' } })
    submit()
    expect((await within(dialog).findByRole('alert')).textContent).toBe(deletionMessages.lastAdmin)
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })
})
