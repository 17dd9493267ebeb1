import { act, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
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
})
