import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { freshSocket, type FakeSocket } from '../../../test-utils/socket.ts'
import { chatRoutes, conversation, conversationIds, expert, member, message, messagesPage, otherMember } from '../../../test-utils/chat.ts'

const [firstId, secondId] = conversationIds
const staff = { id: 'admin-1', email: 'admin@example.org', name: 'Scholar Hub Admin', role: 'admin' as const }

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const facts = (title: string) => {
  const card = screen.getAllByRole('article').find((article) => within(article).getByRole('heading').textContent === title)!
  return Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
}

let socket: FakeSocket

describe('Chat Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn(staff)
    socket = freshSocket()
  })

  it('comes after Expert Management in the sidebar', async () => {
    stubApi(chatRoutes({ 'GET /api/admin/conversations': { conversations: [], hasMore: false } }))
    renderApp('/admin-dashboard')
    const sidebar = within(await screen.findByRole('complementary', { name: 'Admin menu' }))
    const labels = sidebar.getAllByRole('link').map((link) => link.textContent)
    expect(labels.slice(labels.indexOf('Expert Management'), labels.indexOf('Expert Management') + 2)).toEqual(['Expert Management', 'Chat Management'])
    fireEvent.click(sidebar.getByRole('link', { name: 'Chat Management' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversations' })).toBeTruthy()
    expect(await screen.findByText('No conversation found')).toBeTruthy()
  })

  it('lists every conversation, latest first, with who waits for an answer, and searches on the server', async () => {
    const server = stubApi(
      chatRoutes({
        'GET /api/admin/conversations': ({ request }) => {
          const search = new URL(request.url).searchParams.get('search')
          const all = [
            conversation({ lastMessage: message(9, { content: 'Could you review my abstract?' }), lastActivityAt: '2030-01-06T09:00:00.000Z' }),
            conversation({ id: secondId, user1: otherMember, lastMessage: message(4, { conversationId: secondId, from: 'staff', content: 'Answered' }) }),
          ]
          return { conversations: search ? all.filter((c) => c.user1.email.includes(search)) : all, hasMore: false }
        },
      }),
    )
    const { router } = renderApp('/admin-dashboard/chats')
    await waitFor(() => expect(cards()).toEqual(['Asha Rao', 'Dr. Ravi Kumar']))
    expect(facts('Asha Rao')).toEqual({ Member: member.email, Expert: expert.email, 'Last message': 'Could you review my abstract?', 'Last activity': expect.stringMatching(/^6 Jan 2030/) })
    const first = screen.getAllByRole('article')[0]!
    expect(within(first).getByText('Awaiting answer')).toBeTruthy()
    expect(within(first).getByText('with Prof. Anil Sharma')).toBeTruthy()
    expect(within(screen.getAllByRole('article')[1]!).getByText('Answered by staff')).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Open the conversation of Asha Rao with Prof. Anil Sharma' }).getAttribute('href')).toBe(`/admin-dashboard/chats/${firstId}`)

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'ravi' } })
    await waitFor(() => expect(cards()).toEqual(['Dr. Ravi Kumar']))
    expect(router.state.location.search).toEqual({ search: 'ravi' })
    expect(server.requests.filter(({ path }) => path === '/api/admin/conversations').map(({ url }) => url.searchParams.get('search'))).toEqual([null, 'ravi'])
  })

  it('reads a conversation live, its staff answers as its own, and answers under the staff name', async () => {
    let stored = 200
    const server = stubApi(
      chatRoutes({
        'GET /api/admin/conversations/:id': messagesPage([message(1, { content: 'Hello' }), message(2, { from: expert, content: 'Hi Asha' }), message(3, { from: 'staff', content: 'Staff here' })], false, {
          reads: { user1: 3, user2: 2 },
        }),
        'POST /api/admin/conversations/:id/messages': async ({ request }) => {
          const body = (await request.json()) as { message: string; clientId: string }
          return message(stored++, { from: 'staff', content: body.message, clientId: body.clientId })
        },
      }),
    )
    renderApp(`/admin-dashboard/chats/${firstId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao and Prof. Anil Sharma' })).toBeTruthy()
    const region = await screen.findByRole('region', { name: 'Messages' })
    await within(region).findByText('Staff here')
    const items = () => within(region).getAllByRole('listitem')
    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual(['Asha Rao', 'Prof. Anil Sharma', 'You'])
    // The member has read it all: staff's answer is seen.
    expect(within(items()[2]!).getByText('Seen')).toBeTruthy()
    await waitFor(() => expect(socket.sent('join_conversation')).toEqual([{ conversationId: firstId }]))

    socket.serverSends('new_message', message(4, { from: member, content: 'Thank you' }))
    await within(region).findByText('Thank you')

    const box = screen.getByRole('textbox', { name: 'Answer as staff' })
    fireEvent.change(box, { target: { value: 'Glad to help' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await within(region).findByText('Glad to help')
    expect(items().at(-1)!.querySelector('p')?.textContent).toBe('You')
    expect((box as HTMLTextAreaElement).value).toBe('')
    expect(server.sent(`POST /api/admin/conversations/${firstId}/messages`)).toEqual([{ message: 'Glad to help', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
    // Staff answer here, not over the socket, and do not mark the member's messages read.
    expect(socket.sent('send_message')).toEqual([])
    expect(socket.sent('mark_read')).toEqual([])
  })

  it("keeps a failed answer in the box with the server's reason, and sends it again under the same client id", async () => {
    let refuse = true
    const server = stubApi(
      chatRoutes({
        'GET /api/admin/conversations/:id': messagesPage([]),
        'POST /api/admin/conversations/:id/messages': async ({ request }) => {
          const body = (await request.json()) as { message: string; clientId: string }
          if (refuse) return Response.json({ message: 'Too many messages: wait a minute', code: 'rate_limited' }, { status: 429 })
          return message(300, { from: 'staff', content: body.message, clientId: body.clientId })
        },
      }),
    )
    renderApp(`/admin-dashboard/chats/${firstId}`)
    const box = await screen.findByRole('textbox', { name: 'Answer as staff' })
    fireEvent.change(box, { target: { value: 'Sorry for the wait' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(await screen.findByText('Too many messages: wait a minute')).toBeTruthy()
    expect((box as HTMLTextAreaElement).value).toBe('Sorry for the wait')

    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await within(screen.getByRole('region', { name: 'Messages' })).findByText('Sorry for the wait')
    const [first, second] = server.sent(`POST /api/admin/conversations/${firstId}/messages`) as { clientId: string }[]
    expect(second!.clientId).toBe(first!.clientId)
  })
})
