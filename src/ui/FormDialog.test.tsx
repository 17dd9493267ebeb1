import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'
import { FormDialog } from './FormDialog.tsx'

function Question({ alert }: { alert?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <FormDialog
      alert={alert}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Delete</Button>}
      title="Delete it?"
      description="This cannot be undone."
      actions={<Button>Delete for good</Button>}
    >
      <input aria-label="Reason" />
    </FormDialog>
  )
}

describe('FormDialog', () => {
  it('as an alert: announced as one, Cancel has the focus first, a click outside leaves it open, Escape closes it', async () => {
    render(<Question alert />)
    const trigger = screen.getByRole('button', { name: 'Delete' })
    fireEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete it?' })
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('This cannot be undone.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })))
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('alertdialog')).not.toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })

  it('otherwise a dialog whose first field has the focus, closed by Cancel', async () => {
    render(<Question />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByRole('dialog', { name: 'Delete it?' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' })))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('as a form: its fields, the refusal, and the submit button that says what is happening', () => {
    const handleSubmit = vi.fn(async () => {})
    const { rerender } = render(
      <FormDialog
        open
        onOpenChange={() => {}}
        title="Rename"
        description="Only the name changes."
        form={{ handleSubmit, submitting: false }}
        formClassName="form"
        refusal="That name is taken."
        submit={{ label: 'Save name', pending: 'Saving…' }}
      >
        <input aria-label="Name" />
      </FormDialog>,
    )
    expect(screen.getByRole('alert').textContent).toContain('That name is taken.')
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }))
    expect(handleSubmit).toHaveBeenCalledOnce()
    rerender(
      <FormDialog
        open
        onOpenChange={() => {}}
        title="Rename"
        description="Only the name changes."
        form={{ handleSubmit, submitting: true }}
        formClassName="form"
        submit={{ label: 'Save name', pending: 'Saving…' }}
      >
        <input aria-label="Name" />
      </FormDialog>,
    )
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
