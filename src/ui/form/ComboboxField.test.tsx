import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ComboboxField } from './ComboboxField.tsx'

const options = [
  { value: '1', label: 'Manuscript editing' },
  { value: '2', label: 'Statistical analysis' },
  { value: '3', label: 'Thesis writing support' },
]

function Chooser({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <ComboboxField
      label="Type of Service"
      placeholder="Select Writing Service"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onChange(next)
      }}
      error={value ? undefined : 'Field required'}
    />
  )
}

const box = () => screen.getByRole('combobox', { name: 'Type of Service' }) as HTMLInputElement
const key = (name: string, init: object = {}) => fireEvent.keyDown(box(), { key: name, ...init })
const shown = () => screen.queryAllByRole('option').map((o) => o.textContent)
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent

describe('ComboboxField', () => {
  it('is a labelled combobox controlling a list box, closed at first, with its message read with it', () => {
    render(<Chooser />)
    expect(box().placeholder).toBe('Select Writing Service')
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(box().getAttribute('aria-autocomplete')).toBe('list')
    const list = document.getElementById(box().getAttribute('aria-controls')!)!
    expect(list.getAttribute('role')).toBe('listbox')
    expect(list.hidden).toBe(true)
    expect(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent).toBe('Field required')
    expect(box().getAttribute('aria-invalid')).toBe('true')
  })

  it('opens with the arrows, moves through the options, and Enter chooses one', () => {
    const onChange = vi.fn()
    render(<Chooser onChange={onChange} />)
    key('ArrowDown')
    expect(box().getAttribute('aria-expanded')).toBe('true')
    expect(activeOption()).toBe('Manuscript editing')
    key('ArrowDown')
    expect(activeOption()).toBe('Statistical analysis')
    key('ArrowUp')
    key('ArrowUp')
    expect(activeOption()).toBe('Thesis writing support')
    key('Enter')
    expect(onChange).toHaveBeenCalledWith('3')
    expect(box().value).toBe('Thesis writing support')
    expect(box().getAttribute('aria-expanded')).toBe('false')
    key('ArrowDown')
    expect(screen.getByRole('option', { name: 'Thesis writing support' }).getAttribute('aria-selected')).toBe('true')
    expect(activeOption()).toBe('Thesis writing support')
  })

  it('filters by what is typed, says when nothing matches, and Escape closes the list', () => {
    render(<Chooser />)
    fireEvent.change(box(), { target: { value: 'STAT an' } })
    expect(shown()).toEqual(['Statistical analysis'])
    expect(activeOption()).toBe('Statistical analysis')
    fireEvent.change(box(), { target: { value: 'poetry' } })
    expect(shown()).toEqual([])
    expect(screen.getByText('No matches')).toBeTruthy()
    key('Escape')
    expect(box().getAttribute('aria-expanded')).toBe('false')
    key('Escape')
    expect(box().value).toBe('')
  })

  it('chooses with a click, and leaving the box shows the chosen name again', () => {
    const onChange = vi.fn()
    render(<Chooser onChange={onChange} />)
    fireEvent.click(box())
    fireEvent.click(screen.getByRole('option', { name: 'Manuscript editing' }))
    expect(onChange).toHaveBeenCalledWith('1')
    fireEvent.change(box(), { target: { value: 'thes' } })
    fireEvent.blur(box())
    expect(box().value).toBe('Manuscript editing')
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
