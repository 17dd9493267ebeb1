import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppError } from './AppError.tsx'

describe('AppError', () => {
  it("shows 'Unexpected Application Error!' with the error and reloads on request", () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    render(<AppError error={new Error('Cannot read properties of undefined')} reset={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })
})
