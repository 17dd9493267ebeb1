import { act, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contactInfo } from '../../../test-utils/fixtures.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderWithQueries } from '../../../test-utils/render-app.tsx'
import { ChatWithUs } from './ChatWithUs.tsx'

/** The floating link alone in a router at `path`, so each address can be visited without the screens behind it. */
function renderAt(path: string) {
  stubApi({ 'GET /api/contact-info': contactInfo })
  const router = createRouter({
    routeTree: createRootRoute({ component: ChatWithUs, notFoundComponent: () => null }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithQueries(<RouterProvider router={router} />)
  return router
}

const chatLink = () => screen.queryByRole('link', { name: 'Chat with us' })

describe('ChatWithUs', () => {
  it.each(['/', '/vacancy', '/chat/help', '/admin-dashboards'])('links to the messaging number on %s', async (path) => {
    renderAt(path)
    expect((await screen.findByRole('link', { name: 'Chat with us' })).getAttribute('href')).toBe('https://wa.me/918040000000')
  })

  // Staff cards keep their Edit and Delete buttons in the corner the link would cover; the chat screens, their send button.
  it.each(['/chat', '/admin-dashboard', '/admin-dashboard/vacancies', '/admin-dashboard/vacancies/3/edit', '/admin-dashboard/chats/12'])(
    'leaves %s without the link',
    async (path) => {
      const router = renderAt('/')
      await screen.findByRole('link', { name: 'Chat with us' })
      await act(() => router.navigate({ to: path }))
      await waitFor(() => expect(chatLink()).toBeNull())
      expect(router.state.location.pathname).toBe(path)
    },
  )

  describe('never covering the page', () => {
    afterEach(() => {
      vi.restoreAllMocks()
      Reflect.deleteProperty(document, 'elementsFromPoint')
    })

    /** The link at a phone's bottom-right corner, over whatever `under()` says lies there. */
    function placeOver(under: () => Element) {
      vi.spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 288, y: 668, width: 56, height: 56 }))
      Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [chatLink(), under()] })
    }

    it('shows where the browser cannot tell what is under it', async () => {
      renderAt('/register')
      const link = await screen.findByRole('link', { name: 'Chat with us' })
      await waitFor(() => expect(link.hasAttribute('data-covering')).toBe(false))
    })

    it('steps aside while a control or text is under it, and comes back once the page scrolls it clear', async () => {
      const field = document.body.appendChild(document.createElement('select'))
      const blank = document.body.appendChild(document.createElement('div'))
      let under: Element = field
      placeOver(() => under)
      renderAt('/register')
      const link = await screen.findByRole('link', { name: 'Chat with us' })
      await waitFor(() => expect(link.hasAttribute('data-covering')).toBe(true))
      // Still there for a keyboard or screen reader user: only out of sight and out of the pointer's way.
      expect(link.getAttribute('href')).toBe('https://wa.me/918040000000')

      under = blank
      window.dispatchEvent(new Event('scroll'))
      await waitFor(() => expect(link.hasAttribute('data-covering')).toBe(false))

      under = document.body.appendChild(document.createElement('p'))
      window.dispatchEvent(new Event('scroll'))
      await waitFor(() => expect(link.hasAttribute('data-covering')).toBe(true))
      field.remove()
      blank.remove()
    })
  })
})
