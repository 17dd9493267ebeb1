import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { deletionMessages } from '../../../../contract/account-deletion.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderWithQueries } from '../../../test-utils/render-app.tsx'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'

const member = { id: '0b8c3f2e-5d4a-4c1b-9e7f-1a2b3c4d5e6f', name: 'Dr. Nisha Rao', email: 'nisha.rao@example.com' }
const url = `DELETE /api/admin/users/${member.id}` as const

function openDialog(reply: Reply) {
  const server = stubApi({ [url]: reply })
  const onDeleted = vi.fn()
  renderWithQueries(<DeleteAccountDialog user={member} onDeleted={onDeleted} />)
  fireEvent.click(screen.getByRole('button', { name: 'Delete the account of Dr. Nisha Rao' }))
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the account of Dr. Nisha Rao?' })
  const box = within(dialog).getByLabelText('Type nisha.rao@example.com to confirm')
  return { server, onDeleted, dialog, box, submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' })) }
}

describe('DeleteAccountDialog', () => {
  it('sends nothing until the account’s email is typed, then deletes it and tells the page', async () => {
    const { server, onDeleted, dialog, box, submit } = openDialog(new Reply(200, { data: null, message: deletionMessages.staffDeleted }))
    fireEvent.change(box, { target: { value: 'nisha@example.com' } })
    submit()
    expect(await within(dialog).findByText(deletionMessages.emailMismatch)).toBeTruthy()
    expect(server.requested()).toEqual([])

    fireEvent.change(box, { target: { value: 'Nisha.Rao@Example.com' } })
    submit()
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce())
    // Sent as typed: the server compares in any case too.
    expect(server.sent(url)).toEqual([{ confirmEmail: 'Nisha.Rao@Example.com' }])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows the server’s refusal in the dialog and keeps the account', async () => {
    const { onDeleted, dialog, box, submit } = openDialog(new Reply(409, { code: 'last_admin', message: deletionMessages.lastAdmin }))
    fireEvent.change(box, { target: { value: member.email } })
    submit()
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', deletionMessages.lastAdmin)
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
