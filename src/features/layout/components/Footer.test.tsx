import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactInfo } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const footer = () => screen.findByRole('contentinfo')

describe('Footer', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('shows the address, a mailto link and a tel link when the contact info has them', async () => {
    stubApi({ 'GET /api/contact-info': contactInfo })
    renderApp('/no-such-screen')
    expect(await within(await footer()).findByText('12 Example Road, Bengaluru')).toBeTruthy()
    expect(within(await footer()).getByRole('link', { name: 'hello@scholarhub.example' }).getAttribute('href')).toBe('mailto:hello@scholarhub.example')
    expect(within(await footer()).getByRole('link', { name: '+91 80 4000 0000' }).getAttribute('href')).toBe('tel:+918040000000')
    const linkedIn = within(await footer()).getByRole('link', { name: /LinkedIn/ })
    expect([linkedIn.getAttribute('target'), linkedIn.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
    expect((await screen.findByRole('link', { name: 'Chat with us' })).getAttribute('href')).toBe('https://wa.me/918040000000')
  })

  it('leaves out each contact line, the social icons and the chat link that the contact info lacks', async () => {
    stubApi({ 'GET /api/contact-info': { ...contactInfo, address: null, phone: null, whatsapp: null, socialLinks: [] } })
    renderApp('/no-such-screen')
    await within(await footer()).findByRole('link', { name: 'hello@scholarhub.example' })
    expect(within(await footer()).queryByText('12 Example Road, Bengaluru')).toBeNull()
    expect(within(await footer()).queryByRole('link', { name: /^\+91/ })).toBeNull()
    expect(within(await footer()).queryByRole('heading', { name: 'Follow us' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Chat with us' })).toBeNull()
  })

  it('always links the six information pages and shows this year in the copyright line', async () => {
    stubApi({})
    renderApp('/no-such-screen')
    const links = within(await screen.findByRole('navigation', { name: 'Information' })).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Us', '/about#about-us'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/page/privacy-policy'],
      ['Terms And Conditions', '/page/terms-and-conditions'],
      ['Refund Policy', '/page/refund-policy'],
      ['Disclaimer', '/page/disclaimer'],
    ])
    expect((await footer()).textContent).toContain(`© ${new Date().getFullYear()} Scholar Hub. All rights reserved.`)
  })
})
