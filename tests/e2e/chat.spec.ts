import { expect as baseExpect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, Message, ServerToClientEvents, SocketAck } from '../../contract/chat.ts'
import { phone } from '../support/chromium.ts'
import { signIn, type SignIn } from './support/accounts.ts'
import { expectAccessible, expectNoHorizontalScroll } from './support/checks.ts'
import { e2eAdmin, e2eChatMember, e2eDemoExpert } from './support/servers.ts'

// A member on a phone and the demo expert on a desktop, each in a browser of their own, chatting through the real
// server and its socket. The steps build on one conversation, so they run in order, once: each opens both sizes.
// Signing in hashes with scrypt at OWASP's cost, on a small machine shared by two browsers: allow a busy moment.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const desktop = { viewport: { width: 1280, height: 800 } }

/** A browser of its own for one person, signed in as the app keeps a sign-in. */
async function open(browser: Browser, baseURL: string, who: SignIn, size: typeof phone | typeof desktop): Promise<{ context: BrowserContext; page: Page }> {
  const value = JSON.stringify({ token: who.token, user: who.user })
  const context = await browser.newContext({ ...size, baseURL, storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'auth-storage', value }] }] } })
  return { context, page: await context.newPage() }
}

const bearer = (who: SignIn) => ({ authorization: `Bearer ${who.token}` })

async function connect(request: APIRequestContext, member: SignIn, expertId: string) {
  const response = await request.post('/api/conversations/create', { headers: bearer(member), data: { userId: expertId } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { conversationId: string } }).data.conversationId
}

/** Every message of a conversation with this text, as the server has stored them (the newest page). */
async function storedCount(request: APIRequestContext, reader: SignIn, conversationId: string, content: string) {
  const response = await request.get(`/api/conversations/${conversationId}`, { headers: bearer(reader) })
  const { data } = (await response.json()) as { data: { messages: Message[] } }
  return data.messages.filter((message) => message.content === content).length
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' })
const messageBox = (page: Page) => page.getByPlaceholder('Type your message here')
const chatLink = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('link', { name })

async function send(page: Page, text: string) {
  await messageBox(page).fill(text)
  await messageBox(page).press('Enter')
  await expect(messageBox(page)).toHaveValue('')
}

let member: SignIn
let expert: SignIn
let conversationId: string

test.beforeAll(async ({ request }) => {
  member = await signIn(request, e2eChatMember)
  expert = await signIn(request, e2eDemoExpert)
  conversationId = await connect(request, member, expert.user.id)
})

test('a visitor is sent to sign in first', async ({ page }) => {
  await page.goto(`/chat?conversationId=${conversationId}`)
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/chat?conversationId=${conversationId}`)
})

test('a member and an expert chat in real time, with typing and Seen', async ({ browser, baseURL }) => {
  // A retry writes into the same conversation: its messages say which try they are from, so each is found once.
  const attempt = test.info().retry ? ` (try ${test.info().retry + 1})` : ''
  const question = `I have a question about my protocol${attempt}.`
  const answer = `Happy to help. What is the question?${attempt}`
  const phoneMember = await open(browser, baseURL!, member, phone)
  const desktopExpert = await open(browser, baseURL!, expert, desktop)
  try {
    const { page: memberPage } = phoneMember
    const { page: expertPage } = desktopExpert
    await memberPage.goto(`/chat?conversationId=${conversationId}`)
    await expect(memberPage.getByRole('heading', { level: 2, name: e2eDemoExpert.name })).toBeVisible()
    await expect(memberPage.getByRole('list', { name: 'Conversations' })).toHaveCount(0)

    await expertPage.goto('/chat')
    await expertPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(e2eChatMember.name) }).click()
    await expect(expertPage.getByRole('heading', { level: 2, name: e2eChatMember.name })).toBeVisible()
    await expect(messageBox(expertPage)).toBeVisible()

    // Typing shows on the other side before the message does. A signal goes at most every 2 s while one types, and
    // one sent before the other side's socket has joined is seen by nobody: the member goes on typing (a space, then
    // its deletion) as a person would, until it shows.
    await messageBox(memberPage).pressSequentially('Hello')
    const typing = messages(expertPage).getByText(`${e2eChatMember.name} is typing…`)
    await expect
      .poll(
        async () => {
          if (await typing.isVisible()) return true
          await messageBox(memberPage).press('Space')
          await messageBox(memberPage).press('Backspace')
          return false
        },
        { timeout: 20_000, intervals: [2_500] },
      )
      .toBe(true)
    await messageBox(memberPage).press('Shift+Enter')
    await messageBox(memberPage).pressSequentially(question)
    await messageBox(memberPage).press('Enter')
    await expect(messages(memberPage).getByText(`Hello\n${question}`)).toBeVisible()
    await expect(messages(expertPage).getByText(`Hello\n${question}`)).toBeVisible()

    // The expert has it open, so it is read at once: the member sees Seen under it.
    await expect(messages(memberPage).getByText('Seen')).toBeVisible()

    await send(expertPage, answer)
    await expect(messages(memberPage).getByText(answer)).toBeVisible()
    await expect(messages(expertPage).getByText(`${e2eChatMember.name} is typing…`)).toHaveCount(0)

    await expectAccessible(memberPage)
    await expectNoHorizontalScroll(memberPage)
    await expectAccessible(expertPage)

    // The phone goes back to the list, which shows the last message.
    await memberPage.getByRole('button', { name: 'Back to conversations' }).click()
    await expect(memberPage).toHaveURL((url) => url.pathname === '/chat' && !url.searchParams.has('conversationId'))
    await expect(memberPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(e2eDemoExpert.name) })).toContainText('Happy to help')
    await expectNoHorizontalScroll(memberPage)
  } finally {
    await phoneMember.context.close()
    await desktopExpert.context.close()
  }
})

test('the unread count shows in the header and on the dashboard the moment a message comes, and goes once it is read', async ({ browser, baseURL }) => {
  const phoneMember = await open(browser, baseURL!, member, phone)
  const desktopExpert = await open(browser, baseURL!, expert, desktop)
  try {
    const { page: memberPage } = phoneMember
    const { page: expertPage } = desktopExpert
    await memberPage.goto('/user-dashboard')
    await expect(chatLink(memberPage, 'Chat')).toBeVisible()
    await expertPage.goto(`/chat?conversationId=${conversationId}`)
    await send(expertPage, 'Did you get my last message?')

    // Pushed over the socket: well before the 10 s poll would bring it.
    await expect(chatLink(memberPage, 'Chat, 1 unread')).toHaveText('1', { timeout: 8_000 })
    const dashboardChat = memberPage.getByRole('navigation', { name: 'Dashboard shortcuts' }).getByRole('link', { name: 'Chat, 1 unread' })
    await expect(dashboardChat).toContainText('1')
    await expectNoHorizontalScroll(memberPage)

    await dashboardChat.click()
    await memberPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(e2eDemoExpert.name) }).click()
    await expect(messages(memberPage).getByText('Did you get my last message?')).toBeVisible()
    await expect(chatLink(memberPage, 'Chat')).toBeVisible()
  } finally {
    await phoneMember.context.close()
    await desktopExpert.context.close()
  }
})

test('a message written offline shows as pending and is delivered exactly once when the network returns', async ({ browser, baseURL, request }) => {
  const phoneMember = await open(browser, baseURL!, member, phone)
  const desktopExpert = await open(browser, baseURL!, expert, desktop)
  try {
    const { page: memberPage, context } = phoneMember
    const { page: expertPage } = desktopExpert
    await memberPage.goto(`/chat?conversationId=${conversationId}`)
    await expect(messages(memberPage).getByText('Did you get my last message?')).toBeVisible()
    await expertPage.goto(`/chat?conversationId=${conversationId}`)
    await expect(messageBox(expertPage)).toBeVisible()

    const text = `Written on the train ${Date.now()}`
    await context.setOffline(true)
    await send(memberPage, text)
    const pending = messages(memberPage).getByRole('listitem').filter({ hasText: text })
    await expect(pending).toContainText('Pending')
    expect(await storedCount(request, expert, conversationId, text)).toBe(0)

    await context.setOffline(false)
    await expect(messages(memberPage).getByText('Pending')).toHaveCount(0)
    await expect(messages(memberPage).getByText(text)).toHaveCount(1)
    await expect(messages(expertPage).getByText(text)).toHaveCount(1)
    expect(await storedCount(request, expert, conversationId, text)).toBe(1)
    // A reload shows the stored message once, and nothing left to send.
    await memberPage.reload()
    await expect(messages(memberPage).getByText(text)).toHaveCount(1)
    await expect(messages(memberPage).getByText('Pending')).toHaveCount(0)
  } finally {
    await phoneMember.context.close()
    await desktopExpert.context.close()
  }
})

test('older messages load as the member scrolls up', async ({ browser, baseURL, request }) => {
  // A conversation of its own with another expert, filled by staff and the member (each within the send limit).
  const experts = ((await (await request.get('/api/subject-experts')).json()) as { data: { experts: { id: string; name: string }[] } }).data.experts
  const other = experts.find((candidate) => candidate.id !== expert.user.id)!
  const longId = await connect(request, member, other.id)
  const admin = await signIn(request, e2eAdmin)
  for (let i = 1; i <= 18; i++) {
    const response = await request.post(`/api/admin/conversations/${longId}/messages`, { headers: bearer(admin), data: { message: `Older message ${i}`, clientId: crypto.randomUUID() } })
    expect(response.status(), await response.text()).toBe(201)
  }
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseURL!, { path: '/socket.io', transports: ['websocket'], auth: { token: member.token } })
  try {
    for (let i = 19; i <= 36; i++) {
      const answer: SocketAck<Message> = await socket.timeout(10_000).emitWithAck('send_message', { conversationId: longId, message: `Older message ${i}`, clientId: crypto.randomUUID() })
      expect(answer.ok, JSON.stringify(answer)).toBe(true)
    }
  } finally {
    socket.disconnect()
  }

  const phoneMember = await open(browser, baseURL!, member, phone)
  try {
    const { page } = phoneMember
    await page.goto(`/chat?conversationId=${longId}`)
    await expect(messages(page).getByText('Older message 36', { exact: true })).toBeVisible()
    await expect(messages(page).getByRole('listitem')).toHaveCount(30)
    await expect(messages(page).getByText('Older message 6', { exact: true })).toHaveCount(0)

    await messages(page).getByRole('listitem').first().scrollIntoViewIfNeeded()
    await expect(messages(page).getByRole('listitem')).toHaveCount(36)
    await expect(messages(page).getByText('Older message 1', { exact: true })).toHaveCount(1)
    await expectNoHorizontalScroll(page)
  } finally {
    await phoneMember.context.close()
  }
})

test('staff read any conversation live and answer under the staff name', async ({ browser, baseURL, request }) => {
  const admin = await signIn(request, e2eAdmin)
  const desktopAdmin = await open(browser, baseURL!, admin, desktop)
  const phoneMember = await open(browser, baseURL!, member, phone)
  try {
    const { page: adminPage } = desktopAdmin
    const { page: memberPage } = phoneMember
    await adminPage.goto('/admin-dashboard/chats')
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible()
    await adminPage.getByRole('searchbox', { name: 'Search conversations' }).fill(e2eChatMember.email)
    await expect(adminPage).toHaveURL((url) => url.searchParams.get('search') === e2eChatMember.email)
    await adminPage.getByRole('link', { name: `Open the conversation of ${e2eChatMember.name} with ${e2eDemoExpert.name}` }).click()
    await expect(adminPage.getByRole('heading', { level: 1, name: `${e2eChatMember.name} and ${e2eDemoExpert.name}` })).toBeVisible()
    await expect(messages(adminPage).getByText('Did you get my last message?')).toBeVisible()

    await memberPage.goto(`/chat?conversationId=${conversationId}`)
    await send(memberPage, 'Is anyone from the team there?')
    await expect(messages(adminPage).getByText('Is anyone from the team there?')).toBeVisible()

    await adminPage.getByRole('textbox', { name: 'Answer as staff' }).fill('The team is here; the expert will answer soon.')
    await adminPage.getByRole('textbox', { name: 'Answer as staff' }).press('Enter')
    const answer = messages(memberPage).getByRole('listitem').filter({ hasText: 'The team is here; the expert will answer soon.' })
    await expect(answer).toBeVisible()
    // Under the staff account's name (server/seed/admin.ts), not the member's own.
    await expect(answer.locator('p').first()).toHaveText(admin.user.name)
    await expectAccessible(adminPage)
  } finally {
    await desktopAdmin.context.close()
    await phoneMember.context.close()
  }
})
