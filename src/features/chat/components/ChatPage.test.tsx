import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createStore, clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { chatMessages, type Message, type SendMessage } from '../../../../contract/chat.ts'
import { flushOutbox } from '../../../lib/outbox.ts'
import { lookups, profile, settings, signIn } from '../../../test-utils/account.ts'
import { contactInfo } from '../../../test-utils/fixtures.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi, type Routes } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { freshSocket, type FakeSocket } from '../../../test-utils/socket.ts'
import { chatRoutes, conversation, conversationIds, expert, member, message, messagesPage, otherMember } from '../../../test-utils/chat.ts'

const [firstId, secondId] = conversationIds
const wide = () => stubMatchMedia((query) => query.includes('768px'))

let socket: FakeSocket

/** The server's answer to `send_message`: the stored message, with ids counting on from `firstId`. */
function storesSentMessages(firstStoredId = 100) {
  let next = firstStoredId
  socket.answers.send_message = (payload: SendMessage) => ({
    ok: true,
    data: message(next++, { conversationId: payload.conversationId, content: payload.message, clientId: payload.clientId }),
  })
}

const messageBox = () => screen.findByPlaceholderText('Type your message here')
const messageItems = () => within(screen.getByRole('region', { name: 'Messages' })).queryAllByRole('listitem')
const texts = () => messageItems().map((item) => item.querySelector('p + p')?.textContent)

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } })
}

/** Presses Enter in the box; false when the app kept the key from adding a line. */
const pressEnter = (box: HTMLElement, init: KeyboardEventInit = {}) => fireEvent.keyDown(box, { key: 'Enter', ...init })

describe('chat', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
    socket = freshSocket()
  })
  afterEach(async () => {
    // The screen goes first: emptying the outbox below would otherwise redraw it without the stubs it renders with.
    cleanup()
    // Each test starts with an empty outbox, and the outbox's own copy read again.
    await clear(createStore('scholar-hub-outbox', 'items'))
    await flushOutbox()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('sends a visitor to the login page and back here after signing in', async () => {
    localStorage.clear()
    const { clearAuth } = await import('../../../lib/auth.ts')
    clearAuth()
    stubApi({})
    const { router } = renderApp(`/chat?conversationId=${firstId}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: `/chat?conversationId=${firstId}` })
  })

  it("says so when there is no conversation yet, with the way to an expert", async () => {
    stubApi(chatRoutes({ 'GET /api/conversations': { conversations: [], hasMore: false } }))
    renderApp('/chat')
    expect(await screen.findByText('No conversation found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Connect To Expert' }).getAttribute('href')).toBe('/connect')
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy()
  })

  it('leaves out the floating Chat with us link, which would cover the send button', async () => {
    stubApi(chatRoutes({ 'GET /api/contact-info': contactInfo }))
    renderApp(`/chat?conversationId=${firstId}`)
    await messageBox()
    // The footer shows the same contact details, so they have arrived.
    expect(await screen.findByRole('link', { name: 'hello@scholarhub.example' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Chat with us' })).toBeNull()
  })

  it('lists each conversation under the other person, with the last message and the unread count', async () => {
    stubApi(
      chatRoutes({
        'GET /api/conversations': {
          conversations: [
            conversation({ lastMessage: message(7, { from: expert, content: 'Send me the draft' }), unreadCount: 12 }),
            conversation({ id: secondId, user2: { ...expert, id: 'expert-2', name: 'Dr. Meera Iyer', image: null }, lastMessage: message(3, { content: 'Thank you' }) }),
          ],
          hasMore: false,
        },
      }),
    )
    renderApp('/chat')
    const list = await screen.findByRole('list', { name: 'Conversations' })
    const [first, second] = within(list).getAllByRole('link')
    expect(first!.textContent).toBe('Prof. Anil SharmaSend me the draft9+12 unread')
    expect(first!.getAttribute('href')).toBe(`/chat?conversationId=${firstId}`)
    expect(first!.querySelector('img')?.getAttribute('src')).toBe(expert.image)
    // No photo: the initials, without the title.
    expect(second!.textContent).toBe('MIDr. Meera IyerYou: Thank you')
  })

  it('shows an expert the member they talk to', async () => {
    signIn({ id: expert.id, email: expert.email, name: expert.name, role: 'expert' })
    stubApi(chatRoutes({ 'GET /api/conversations': { conversations: [conversation({ user1: otherMember })], hasMore: false } }))
    renderApp('/chat')
    const list = await screen.findByRole('list', { name: 'Conversations' })
    expect(within(list).getByRole('link').textContent).toBe('RKDr. Ravi KumarNo messages yet')
  })

  it('shows a phone the list or the open conversation, with a way back that closes it', async () => {
    stubApi(chatRoutes({ 'GET /api/conversations/:id': messagesPage([message(1)]) }))
    const { router } = renderApp('/chat')
    fireEvent.click(await screen.findByRole('link', { name: /Prof. Anil Sharma/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ conversationId: firstId }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Prof. Anil Sharma' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull()
  })

  it('shows a wide screen the list beside the open conversation, without a way back', async () => {
    wide()
    stubApi(chatRoutes())
    renderApp('/chat')
    expect(await screen.findByText('Choose a conversation to read it here.')).toBeTruthy()
    fireEvent.click(await screen.findByRole('link', { name: /Prof. Anil Sharma/ }))
    expect(await screen.findByRole('region', { name: 'Messages' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Prof. Anil Sharma/ }).getAttribute('aria-current')).toBe('page')
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull()
  })

  it("shows the person's own messages as theirs, others under their name, staff under the staff name, and 'Seen' under the last one read", async () => {
    stubApi(
      chatRoutes({
        'GET /api/conversations/:id': messagesPage(
          [message(1), message(2), message(3, { from: expert, content: 'Line one\nLine two' }), message(4, { from: 'staff', content: 'We are here to help' }), message(5)],
          false,
          { reads: { user1: 4, user2: 2 } },
        ),
      }),
    )
    renderApp(`/chat?conversationId=${firstId}`)
    await screen.findByText('Message 5')
    const names = messageItems().map((item) => item.querySelector('p')?.textContent)
    expect(names).toEqual(['You', 'You', 'Prof. Anil Sharma', 'Scholar Hub Support', 'You'])
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Line one\nLine two', 'We are here to help', 'Message 5'])
    // The expert has read up to message 2: the last of the member's own they have seen.
    expect(messageItems().map((item) => within(item).queryByText('Seen') !== null)).toEqual([false, true, false, false, false])
    expect(within(messageItems()[0]!).getByText(/5 Jan 2030/).getAttribute('dateTime')).toBe(message(1).createdAt)
  })

  it('sends on Enter, adds a line on Shift+Enter, and never sends blank text', async () => {
    storesSentMessages()
    stubApi(chatRoutes())
    renderApp(`/chat?conversationId=${firstId}`)
    const box = await messageBox()
    expect(box.tagName).toBe('TEXTAREA')
    // Named after the other person once the conversation has loaded.
    expect(await screen.findByLabelText('Message to Prof. Anil Sharma')).toBe(box)
    expect(screen.queryByRole('button', { name: /attach/i })).toBeNull()

    type(box, '   \n ')
    expect(pressEnter(box)).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    type(box, 'Hello')
    expect(pressEnter(box, { shiftKey: true })).toBe(true)
    type(box, 'Hello\nthere')
    await waitFor(() => expect(socket.sent('join_conversation')).toEqual([{ conversationId: firstId }]))
    expect(socket.sent('send_message')).toEqual([])

    pressEnter(box)
    await waitFor(() => expect(texts()).toEqual(['Hello\nthere']))
    expect((box as HTMLTextAreaElement).value).toBe('')
    const [sent] = socket.sent('send_message') as SendMessage[]
    expect(sent).toEqual({ conversationId: firstId, message: 'Hello\nthere', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull())
    expect(messageItems()[0]!.querySelector('p')?.textContent).toBe('You')
  })

  it('says, without sending, that a message is too long', async () => {
    stubApi(chatRoutes())
    renderApp(`/chat?conversationId=${firstId}`)
    const box = await messageBox()
    type(box, 'x'.repeat(10_001))
    pressEnter(box)
    expect(await screen.findByText(chatMessages.tooLong)).toBeTruthy()
    expect(socket.sent('send_message')).toEqual([])
    expect((box as HTMLTextAreaElement).value).toHaveLength(10_001)
  })

  it('shows a message written while the socket is down as pending, and delivers it exactly once when it is back', async () => {
    storesSentMessages()
    stubApi(chatRoutes({ 'GET /api/conversations/:id': messagesPage([message(1)]) }))
    renderApp(`/chat?conversationId=${firstId}`)
    await screen.findByText('Message 1')
    socket.drop()
    const box = await messageBox()
    type(box, 'Written offline')
    pressEnter(box)
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Written offline']))
    expect(within(messageItems()[1]!).getByText('Pending')).toBeTruthy()
    expect(socket.sent('send_message')).toEqual([])

    socket.reconnect()
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull())
    expect(texts()).toEqual(['Message 1', 'Written offline'])
    // The room hears it too; the message is still shown once.
    socket.serverSends('new_message', message(100, { content: 'Written offline', clientId: (socket.sent('send_message')[0] as SendMessage).clientId }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(texts()).toEqual(['Message 1', 'Written offline'])
    await act(() => flushOutbox())
    expect(socket.sent('send_message')).toHaveLength(1)
  })

  it("keeps a refused message with the server's reason, says it for 5 s, and sends it again on Retry or drops it on Discard", async () => {
    socket.answers.send_message = () => ({ ok: false, error: { code: 'rate_limited', message: 'Too many messages: wait a minute' } })
    stubApi(chatRoutes())
    renderApp(`/chat?conversationId=${firstId}`)
    const box = await messageBox()
    type(box, 'Hello')
    pressEnter(box)
    expect(await screen.findByText('Not sent: Too many messages: wait a minute')).toBeTruthy()
    // The alert, besides the message's own note.
    expect(await screen.findByText('Too many messages: wait a minute')).toBeTruthy()

    storesSentMessages()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText(/^Not sent/)).toBeNull())
    expect(texts()).toEqual(['Hello'])
    expect(socket.sent('send_message')).toHaveLength(2)

    socket.answers.send_message = () => ({ ok: false, error: { code: 'validation', message: 'Invalid conversation id' } })
    type(box, 'Another')
    pressEnter(box)
    expect(await screen.findByText('Not sent: Invalid conversation id')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(texts()).toEqual(['Hello']))
  })

  it('loads older pages as the reader scrolls up, each message once, and starts over when the conversation is opened again', async () => {
    wide()
    const seen = stubIntersectionObserver()
    const ofPage = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i, { from: i % 2 ? expert : member }))
    const server = stubApi(
      chatRoutes({
        'GET /api/conversations': { conversations: [conversation(), conversation({ id: secondId, user2: { ...expert, id: 'expert-2', name: 'Dr. Meera Iyer' } })], hasMore: false },
        'GET /api/conversations/:id': ({ request, params }) => {
          if (params.id === secondId) return messagesPage([message(900, { conversationId: secondId })])
          // A message came after the first page was read, so the second repeats the first page's oldest.
          return new URL(request.url).searchParams.get('page') === '1' ? messagesPage(ofPage(31, 60), true) : messagesPage(ofPage(1, 31), false)
        },
      }),
    )
    renderApp(`/chat?conversationId=${firstId}`)
    await screen.findByText('Message 60')
    expect(messageItems()).toHaveLength(30)
    seen.scrollIntoView()
    await screen.findByText('Message 1')
    expect(texts()).toEqual(Array.from({ length: 60 }, (_, i) => `Message ${i + 1}`))

    fireEvent.click(screen.getByRole('link', { name: /Dr. Meera Iyer/ }))
    await screen.findByText('Message 900')
    fireEvent.click(screen.getByRole('link', { name: /Prof. Anil Sharma/ }))
    await screen.findByText('Message 60')
    await waitFor(() => expect(messageItems()).toHaveLength(30))
    const pages = server.requests.filter(({ path }) => path === `/api/conversations/${firstId}`).map(({ url }) => url.searchParams.get('page'))
    expect(pages).toEqual(['1', '2', '1'])
  })

  it('joins the room while open, adds what arrives once, marks it read, shows typing for a while, and moves Seen as the other side reads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubApi(chatRoutes({ 'GET /api/conversations/:id': messagesPage([message(1), message(2, { from: expert })]) }))
    const { router } = renderApp(`/chat?conversationId=${firstId}`)
    await screen.findByText('Message 2')
    await waitFor(() => expect(socket.sent('join_conversation')).toEqual([{ conversationId: firstId }]))

    socket.serverSends('typing', { conversationId: firstId, userId: expert.id, name: expert.name })
    expect(screen.getByText('Prof. Anil Sharma is typing…')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(4_100))
    expect(screen.queryByText(/is typing/)).toBeNull()

    const incoming = message(3, { from: expert, content: 'Are you there?' })
    socket.serverSends('new_message', incoming)
    socket.serverSends('new_message', incoming)
    socket.serverSends('new_message', message(50, { conversationId: secondId }))
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2', 'Are you there?']))
    await waitFor(() => expect(socket.sent('mark_read')).toEqual([{ conversationId: firstId, messageId: 3 }]))
    // Read out to screen readers as it arrives.
    expect(screen.getByText('Prof. Anil Sharma: Are you there?')).toBeTruthy()

    expect(screen.queryByText('Seen')).toBeNull()
    socket.serverSends('conversation_read', { conversationId: firstId, userId: expert.id, lastReadMessageId: 3 })
    expect(await within(messageItems()[0]!).findByText('Seen')).toBeTruthy()

    await router.navigate({ to: '/chat', search: {} })
    await waitFor(() => expect(socket.sent('leave_conversation')).toEqual([{ conversationId: firstId }]))
  })

  it('tells the other side of typing at most every 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] })
    stubApi(chatRoutes())
    renderApp(`/chat?conversationId=${firstId}`)
    const box = await messageBox()
    for (const text of ['H', 'He', 'Hel', 'Hell']) type(box, text)
    expect(socket.sent('typing')).toEqual([{ conversationId: firstId }])
    vi.setSystemTime(Date.now() + 2_000)
    type(box, 'Hello')
    expect(socket.sent('typing')).toHaveLength(2)
  })

  it('catches up after a reconnect the server could not replay, and starts over when it missed more than a page', async () => {
    let missed: Message[] = []
    let hasMore = false
    const server = stubApi(
      chatRoutes({
        'GET /api/conversations/:id': ({ request }) => {
          const after = new URL(request.url).searchParams.get('after')
          if (after) return messagesPage(missed, hasMore)
          return messagesPage([message(1), message(2, { from: expert }), ...missed])
        },
      }),
    )
    renderApp(`/chat?conversationId=${firstId}`)
    await screen.findByText('Message 2')
    socket.drop()
    missed = [message(3, { from: expert, content: 'While you were away' })]
    socket.reconnect()
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2', 'While you were away']))
    const catchUps = () => server.requests.filter(({ url }) => url.searchParams.has('after')).map(({ url }) => url.searchParams.get('after'))
    expect(catchUps()).toEqual(['2'])

    // Replayed by the server: nothing to ask.
    socket.drop()
    socket.reconnect({ recovered: true })
    await waitFor(() => expect(socket.sent('join_conversation')).toHaveLength(3))
    expect(catchUps()).toEqual(['2'])

    socket.drop()
    missed = [message(4, { from: expert }), message(5, { from: expert })]
    hasMore = true
    socket.reconnect()
    await screen.findByText('Message 5')
    expect(catchUps()).toEqual(['2', '3'])
    expect(server.requests.filter(({ url }) => url.pathname.endsWith(firstId) && !url.searchParams.has('after')).map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '1'])
  })
})

describe('unread count', () => {
  const dashboardRoutes: Routes = { 'GET /api/user/get': profile, 'GET /api/user/settings': settings, 'GET /api/user/activities': [], ...lookups }

  beforeEach(() => {
    stubMatchMedia()
    signIn()
    socket = freshSocket()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it.each([
    [12, 'Chat, 12 unread', '9+'],
    [4, 'Chat, 4 unread', '4'],
    [0, 'Chat', ''],
  ])('with %i unread, names the header link %j and shows %j', async (unreadCount, name, badge) => {
    stubApi(chatRoutes({ 'GET /api/conversations/unread-count': { unreadCount } }))
    renderApp('/chat')
    const link = await within(await screen.findByRole('banner')).findByRole('link', { name })
    expect(link.getAttribute('href')).toBe('/chat')
    expect(link.textContent).toBe(badge)
  })

  it('follows what the socket pushes at once, asks again every 10 s, and adds it to the unread notices on the app icon', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const setAppBadge = vi.fn(async (_count?: number) => {})
    const clearAppBadge = vi.fn(async () => {})
    Object.defineProperties(navigator, { setAppBadge: { value: setAppBadge, configurable: true }, clearAppBadge: { value: clearAppBadge, configurable: true } })
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'setAppBadge')
      Reflect.deleteProperty(navigator, 'clearAppBadge')
    })
    let unreadCount = 2
    let unreadNotices = 1
    stubApi(chatRoutes({ 'GET /api/conversations/unread-count': () => ({ unreadCount }), 'GET /api/notifications/unread-count': () => ({ unreadCount: unreadNotices }) }))
    renderApp('/chat')
    const banner = within(await screen.findByRole('banner'))
    await banner.findByRole('link', { name: 'Chat, 2 unread' })
    // The icon counts what a push would: two messages and the bell's one notice.
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(3))

    socket.serverSends('unread_count', { unreadCount: 15 })
    expect((await banner.findByRole('link', { name: 'Chat, 15 unread' })).textContent).toBe('9+')
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(16))

    unreadCount = 0
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await banner.findByRole('link', { name: 'Chat' })
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(1))
    // Cleared only once nothing waits at all (before the counts were known, it was cleared too).
    const cleared = clearAppBadge.mock.calls.length

    unreadNotices = 0
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await waitFor(() => expect(clearAppBadge.mock.calls.length).toBeGreaterThan(cleared))
  })

  it("shows it on the dashboard's Chat link", async () => {
    stubApi({ ...chatRoutes({ 'GET /api/conversations/unread-count': { unreadCount: 23 } }), ...dashboardRoutes })
    renderApp('/user-dashboard')
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Dashboard shortcuts' }))
    const link = await shortcuts.findByRole('link', { name: 'Chat, 23 unread' })
    expect(link.getAttribute('href')).toBe('/chat')
    expect(link.textContent).toBe('Chat9+')
  })
})
