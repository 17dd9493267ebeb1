import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { toastsAtom } from './toast-store.ts'
import { ApiError } from '../lib/api.ts'
import { useForm } from './use-form.ts'

const Schema = v.object({ email: v.string() })

/** A form that leaves every failure to useForm, as a form that forgot its own error handling would. */
function Form({ failure }: { failure: unknown }) {
  const form = useForm({
    schema: Schema,
    initial: { email: 'asha@example.com' },
    onSubmit: () => Promise.reject(failure),
  })
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <input aria-label="Email" value={form.values.email} readOnly />
      {form.errors.email && <p>{form.errors.email}</p>}
      <button type="submit">Save</button>
    </form>
  )
}

const toastTitles = () => getDefaultStore().get(toastsAtom).map((toast) => `${toast.tone}: ${toast.title}`)

describe('useForm', () => {
  afterEach(() => getDefaultStore().set(toastsAtom, []))

  it("says the server's message when the failure names no field", async () => {
    render(<Form failure={new ApiError('Too many attempts. Try again in 15 minutes.', 429, 'rate_limited')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastTitles()).toEqual(['error: Too many attempts. Try again in 15 minutes.']))
  })

  it('puts field issues under their fields, and says the message once when a field already says it', async () => {
    const taken = 'This email is already registered'
    render(<Form failure={new ApiError(taken, 400, 'validation', [{ path: 'email', message: taken }])} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(taken)).toBeTruthy()
    expect(toastTitles()).toEqual([])
  })

  it('says a general message beside the field issues', async () => {
    const issue = { path: 'email', message: 'Invalid email address' }
    render(<Form failure={new ApiError('Please correct the marked fields.', 400, 'validation', [issue])} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Invalid email address')).toBeTruthy()
    expect(toastTitles()).toEqual(['error: Please correct the marked fields.'])
  })
})
