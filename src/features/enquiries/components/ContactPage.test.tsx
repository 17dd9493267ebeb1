import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { descriptionOf } from '../../../test-utils/account.ts'
import { contactInfo } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
const main = () => screen.getByRole('main')

async function fillIn() {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Daniel' } })
  fireEvent.change(field('Email'), { target: { value: 'daniel@example.org' } })
  fireEvent.change(field('Message'), { target: { value: 'Do you offer <b>group</b> plans?' } })
}

describe('contact page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('lists the contact details as links, and loads the map only when asked', async () => {
    stubApi({ 'GET /api/contact-info': contactInfo })
    renderApp('/contact')
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy()
    const page = within(main())
    expect((await page.findByRole('link', { name: contactInfo.email! })).getAttribute('href')).toBe(`mailto:${contactInfo.email}`)
    expect(page.getByRole('link', { name: contactInfo.phone! }).getAttribute('href')).toBe('tel:+918040000000')
    expect(page.getByText(contactInfo.address!)).toBeTruthy()
    expect(page.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contactInfo.address!)}`,
    )
    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(page.getByRole('button', { name: 'Show map' }))
    expect(page.getByTitle(`Map of ${contactInfo.address}`).getAttribute('src')).toContain('output=embed')
  })

  it('shows only the details staff gave', async () => {
    stubApi({ 'GET /api/contact-info': { ...contactInfo, address: null, phone: null } })
    renderApp('/contact')
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' })
    await within(main()).findByRole('link', { name: contactInfo.email! })
    expect(within(main()).queryByText('Phone')).toBeNull()
    expect(within(main()).queryByRole('button', { name: 'Show map' })).toBeNull()
  })

  it('sends the message, shows the server title and text, and empties the form', async () => {
    const api = stubApi({ 'GET /api/contact-info': contactInfo, 'POST /api/contact': new Reply(201, { data: { title: 'Message sent!', text: 'Thank you, Daniel.' } }) })
    renderApp('/contact')
    await fillIn()
    submit()
    expect(await screen.findByText('Message sent!')).toBeTruthy()
    expect(screen.getByText('Thank you, Daniel.')).toBeTruthy()
    expect(api.sent('POST /api/contact')).toEqual([{ name: 'Daniel', email: 'daniel@example.org', message: 'Do you offer <b>group</b> plans?', website: '' }])
    await waitFor(() => expect(field('Message').value).toBe(''))
  })

  it('says what is wrong under the fields, and Internal server error! when the server fails', async () => {
    stubApi({ 'GET /api/contact-info': contactInfo, 'POST /api/contact': serverError() })
    renderApp('/contact')
    await screen.findByLabelText('Name')
    fireEvent.change(field('Email'), { target: { value: 'daniel@' } })
    submit()
    await waitFor(() => expect(descriptionOf(field('Name'))).toBe('Field required'))
    expect(descriptionOf(field('Email'))).toBe('Invalid email address')
    await fillIn()
    submit()
    expect(await screen.findByText('Internal server error!')).toBeTruthy()
    expect(field('Message').value).toBe('Do you offer <b>group</b> plans?')
  })

  it('counts the message’s characters against its limit, says how many are too many, and sends nothing over it', async () => {
    const api = stubApi({ 'GET /api/contact-info': contactInfo, 'POST /api/contact': new Reply(201, { data: { title: 'Message sent!', text: 'Thank you.' } }) })
    renderApp('/contact')
    await fillIn()
    const message = field('Message')
    // The field's description says the limit; the count beside it says what is left.
    expect(descriptionOf(message)).toContain('You can enter up to 5,000 characters.')
    expect(screen.getByText('4,968 characters left')).toBeTruthy()
    // A pasted long text is kept whole, not cut short without a word: the count turns to how much is over.
    fireEvent.change(message, { target: { value: 'x'.repeat(40_000) } })
    expect(message.value).toHaveLength(40_000)
    expect(screen.getByText('35,000 characters too many')).toBeTruthy()
    submit()
    await waitFor(() => expect(descriptionOf(message)).toContain('A message may be at most 5,000 characters'))
    expect(api.sent('POST /api/contact')).toEqual([])
    // Cut to the limit, it goes.
    fireEvent.change(message, { target: { value: 'x'.repeat(5_000) } })
    expect(screen.getByText('0 characters left')).toBeTruthy()
    submit()
    expect(await screen.findByText('Message sent!')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Up to 5,000 characters')).toBeTruthy())
  })

  it('says why when too many messages came from the network', async () => {
    const tooMany = 'Too many messages from your network. Please wait an hour and try again, or write to us by email.'
    stubApi({ 'GET /api/contact-info': contactInfo, 'POST /api/contact': new Reply(429, { code: 'rate_limited', message: tooMany }) })
    renderApp('/contact')
    await fillIn()
    submit()
    expect(await screen.findByText(tooMany)).toBeTruthy()
  })
})
