import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminMenuItem, MediaItem } from '../../../../../contract/admin-site-content.ts'
import { signIn } from '../../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'

const menu: AdminMenuItem[] = [
  { slug: 'journal-finder', menuTitle: 'Journal Finder', visible: true },
  { slug: 'vacancies', menuTitle: 'Vacancies', visible: true },
  { slug: 'events', menuTitle: 'Events', visible: true },
]
const labels = () => within(screen.getByRole('list', { name: 'Menu items' })).getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)

describe('Content Management: site panels', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'editor', roleName: 'Editor', permissions: ['content.edit', 'categories.edit', 'catalogue.edit'] })
  })

  it('reorders the menu with buttons and with Alt+Arrow keys, keeps the focus on the moved item, and saves the new order', async () => {
    const api = stubApi({ 'GET /api/admin/content/menu': menu, 'PUT /api/admin/content/menu': (async ({ request }) => (await request.json() as { items: unknown }).items) })
    renderApp('/admin-dashboard/content/menu')
    const down = await screen.findByRole('button', { name: 'Move down: Journal Finder' })
    expect(screen.getByRole('button', { name: 'Move up: Journal Finder' })).toHaveProperty('disabled', true)
    down.focus()
    fireEvent.click(down)
    expect(labels()).toEqual(['Vacancies', 'Journal Finder', 'Events'])
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Journal Finder' })))
    expect(screen.getByText('Journal Finder: position 2 of 3').getAttribute('role')).toBe('status')

    fireEvent.keyDown(screen.getByLabelText('Label (events)'), { key: 'ArrowUp', altKey: true })
    expect(labels()).toEqual(['Vacancies', 'Events', 'Journal Finder'])
    // An arrow without Alt is the text box's own.
    fireEvent.keyDown(screen.getByLabelText('Label (events)'), { key: 'ArrowUp' })
    expect(labels()).toEqual(['Vacancies', 'Events', 'Journal Finder'])

    fireEvent.click(screen.getAllByLabelText('Show in the menu')[1]!)
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }))
    await waitFor(() =>
      expect(api.sent('PUT /api/admin/content/menu')).toEqual([
        { items: [menu[1], { ...menu[2], visible: false }, menu[0]] },
      ]),
    )
  })

  it('checks labels before sending, and shows the server’s refusal under the item it names', async () => {
    const api = stubApi({
      'GET /api/admin/content/menu': menu,
      'PUT /api/admin/content/menu': new Reply(400, { message: 'Vacancies may be at most 40 characters', code: 'validation', issues: [{ path: 'items.1.menuTitle', message: 'Label taken elsewhere' }] }),
    })
    renderApp('/admin-dashboard/content/menu')
    fireEvent.change(await screen.findByLabelText('Label (events)'), { target: { value: ' ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }))
    expect(await screen.findByText('Field required')).toBeTruthy()
    expect(api.requested()).not.toContain('PUT /api/admin/content/menu')
    fireEvent.change(screen.getByLabelText('Label (events)'), { target: { value: 'Events' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }))
    expect(await screen.findByText('Label taken elsewhere')).toBeTruthy()
    expect(screen.getByLabelText('Label (vacancies)').getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses an email without @ and a social link that is not http(s) under their boxes, sending nothing', async () => {
    const api = stubApi({
      'GET /api/admin/content/contact': { address: 'Pune', email: 'desk@example.org', phone: null, whatsapp: null, socialLinks: [{ network: 'x', url: 'https://x.com/a' }] },
      'PUT /api/admin/content/contact': { address: 'Pune', email: 'help@example.org', phone: null, whatsapp: null, socialLinks: [{ network: 'x', url: 'https://x.com/a' }] },
    })
    renderApp('/admin-dashboard/content/contact')
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'desk.example.org' } })
    fireEvent.change(screen.getByLabelText('LinkedIn'), { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }))
    expect(await screen.findByText('Enter an email address such as help@example.org')).toBeTruthy()
    expect(screen.getByLabelText('LinkedIn').getAttribute('aria-invalid')).toBe('true')
    expect(api.requested()).not.toContain('PUT /api/admin/content/contact')

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'help@example.org' } })
    fireEvent.change(screen.getByLabelText('LinkedIn'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }))
    await waitFor(() =>
      expect(api.sent('PUT /api/admin/content/contact')).toEqual([
        { address: 'Pune', email: 'help@example.org', phone: null, whatsapp: null, socialLinks: [{ network: 'x', url: 'https://x.com/a' }] },
      ]),
    )
  })

  it('lists images with where each is used, and says why one in use cannot be deleted', async () => {
    const image: MediaItem = { id: '7d1c2a52-4c4e-4b6f-9a43-5f0b0b1c9e11', url: '/api/serve-file/media%2Fa.png', alt: 'A microscope', sizeBytes: 2048, mimeType: 'image/png', usedIn: [{ kind: 'slide', label: 'Carousel (phones), slide 1' }] }
    stubApi({
      'GET /api/admin/content/media': { media: [image], hasMore: false },
      'DELETE /api/admin/content/media/:id': new Reply(409, { message: 'This image is in use and cannot be deleted. It is used by: Carousel (phones), slide 1.', code: 'in_use' }),
    })
    renderApp('/admin-dashboard/content/media')
    const card = within(await screen.findByRole('article', { name: 'A microscope' }))
    expect(card.getByText('Carousel (phones), slide 1')).toBeTruthy()
    expect(card.getByText('PNG, 2.0 kB')).toBeTruthy()
    fireEvent.click(card.getByRole('button', { name: 'Delete A microscope' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('This image is in use and cannot be deleted. It is used by: Carousel (phones), slide 1.')).toBeTruthy()
  })

  it('asks for an image and its description before uploading', async () => {
    const api = stubApi({ 'GET /api/admin/content/media': { media: [], hasMore: false } })
    renderApp('/admin-dashboard/content/media')
    fireEvent.click(await screen.findByRole('button', { name: 'Upload image' }))
    expect(await screen.findByText('Please choose an image to upload.')).toBeTruthy()
    expect(screen.getByText('Describe the image for people who cannot see it')).toBeTruthy()
    expect(api.requested()).not.toContain('POST /api/admin/content/media')
  })

  it('says a panel that does not exist is not found', async () => {
    stubApi({})
    renderApp('/admin-dashboard/content/settings')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
