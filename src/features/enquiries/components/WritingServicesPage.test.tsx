import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { descriptionOf } from '../../../test-utils/account.ts'
import { section } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const services = [
  { id: 3, title: 'Manuscript editing and proofreading' },
  { id: 7, title: 'Statistical analysis' },
]
const routes = {
  'GET /api/sections/writing-services': section('writing-services', 'Writing Services', { text1: 'Editing by people who know your field.', text2: 'Tell us what you need.' }),
  'GET /api/services': services,
}

// The list box is named by its box's label too; the fields are the inputs.
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }))

async function fillIn() {
  fireEvent.change(await screen.findByLabelText('Client Name', { selector: 'input' }), { target: { value: 'Priya N' } })
  fireEvent.change(field('Email'), { target: { value: 'priya@example.org' } })
  fireEvent.change(field('Phone Number'), { target: { value: '+44 20 7946 0958' } })
  const service = screen.getByRole('combobox', { name: 'Type of Service' })
  fireEvent.change(service, { target: { value: 'stat' } })
  fireEvent.keyDown(service, { key: 'Enter' })
}

describe('writing services page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('shows the staff-written block, then the form with its searchable service list', async () => {
    stubApi(routes)
    renderApp('/writting')
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing Services' })).toBeTruthy()
    expect(screen.getByText('Tell us what you need.')).toBeTruthy()
    const service = screen.getByRole('combobox', { name: 'Type of Service' }) as HTMLInputElement
    await waitFor(() => expect(service.placeholder).toBe('Select Writing Service'))
    fireEvent.keyDown(service, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(services.map((s) => s.title))
  })

  it('says what is missing under each field and sends nothing', async () => {
    const api = stubApi(routes)
    renderApp('/writting')
    await screen.findByLabelText('Client Name')
    submit()
    await waitFor(() => expect(descriptionOf(field('Client Name'))).toBe('Field required'))
    for (const label of ['Email', 'Phone Number', 'Type of Service']) expect(descriptionOf(field(label))).toBe('Field required')
    fireEvent.change(field('Phone Number'), { target: { value: 'call me' } })
    expect(descriptionOf(field('Phone Number'))).toBe('Enter a phone number: digits, spaces and + ( ) - . / only')
    expect(api.sent('POST /api/writing-service')).toEqual([])
  })

  it('sends the enquiry, shows the server title and text, and empties the form', async () => {
    const text = 'Thank you, Priya N. Your reference is WS-2026-000042.'
    const api = stubApi({ ...routes, 'POST /api/writing-service': new Reply(201, { data: { title: 'Enquiry sent!', text, reference: 'WS-2026-000042' } }) })
    renderApp('/writting')
    await fillIn()
    submit()
    expect(await screen.findByText('Enquiry sent!')).toBeTruthy()
    expect(screen.getByText(text)).toBeTruthy()
    expect(api.sent('POST /api/writing-service')).toEqual([{ name: 'Priya N', email: 'priya@example.org', phone: '+44 20 7946 0958', serviceId: 7, website: '' }])
    await waitFor(() => expect(field('Client Name').value).toBe(''))
    expect(field('Type of Service').value).toBe('')
  })

  it('shows the server field messages, and a generic popup when the server fails', async () => {
    const refusal = new Reply(400, { code: 'validation', message: 'Select a writing service from the list', issues: [{ path: 'serviceId', message: 'Select a writing service from the list' }] })
    let answer: Reply = refusal
    stubApi({ ...routes, 'POST /api/writing-service': () => answer })
    renderApp('/writting')
    await fillIn()
    submit()
    await waitFor(() => expect(descriptionOf(field('Type of Service'))).toBe('Select a writing service from the list'))
    answer = serverError()
    submit()
    expect(await screen.findByText('Your enquiry could not be sent. Please try again.')).toBeTruthy()
    expect(field('Client Name').value).toBe('Priya N')
  })

  it('leads /writing-services to /writting', async () => {
    stubApi(routes)
    const { router } = renderApp('/writing-services')
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing Services' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/writting')
  })
})
