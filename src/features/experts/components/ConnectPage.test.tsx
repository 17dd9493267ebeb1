import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expertPhotoPath } from '../../../../contract/experts.ts'
import { signIn } from '../../../test-utils/account.ts'
import { Reply, upgradeRefusal } from '../../../test-utils/network.ts'
import { cardOf, deferred, directoryScreen, listStatus } from '../../../test-utils/directories.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { expectUpgradePromptThenMove } from '../../../test-utils/upgrade-prompt.ts'
import { anatomy, cardiology, expert, pageOf, stubExpertApi } from '../../../test-utils/experts.ts'

const factsOf = (card: HTMLElement) => Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
const subjectSelect = () => screen.getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement
const searchBox = () => screen.getByRole('searchbox', { name: 'Search experts' }) as HTMLInputElement

// What is the expert directory's own: its layout on both screens, its cards with Connect, no plan to browse, and when
// a search may be saved. The list's states and the address are the directory kit's (directory-kit.test.tsx).

const CONVERSATION = '11111111-2222-4333-8444-555555555555'
const withFeature = { 'GET /api/subscriptions/check-feature/connect-to-expert': { isAccessible: true } }
const withoutFeature = { 'GET /api/subscriptions/check-feature/connect-to-expert': { isAccessible: false } }

describe('Connect to Expert', () => {
  const viewport = directoryScreen()

  it('opens at the top with the managed introduction, and each card says what a member weighs before asking', async () => {
    stubExpertApi(() => ({
      experts: [
        expert(1, {
          name: 'Dr. Priya Raghavan',
          image: expertPhotoPath('00000000-0000-4000-8000-000000000001'),
          bio: 'Interventional cardiologist.\nReviews trial protocols.',
          qualification: { title: 'DM/MCh' },
          profession: { title: 'Associate Professor' },
          expertSubjects: [{ subject: cardiology }, { subject: { slug: 'interventional-cardiology', title: 'Interventional Cardiology' } }],
          languages: ['English', 'Tamil'],
          verified: true,
          orcid: '0000-0002-1825-0097',
          responseTimeMinutes: 150,
          helpedCount: 14,
        }),
        expert(2, { name: 'Dr. New Expert', qualification: null, profession: null, languages: [] }),
      ],
      hasMore: false,
    }))
    renderApp('/connect')
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask a subject expert' })).toBeTruthy()
    expect(screen.getByText('Private, real-time chats.')).toBeTruthy()

    const card = await cardOf('Dr. Priya Raghavan')
    expect(within(card).getByText('Verified')).toBeTruthy()
    expect(within(card).getByText(/Interventional cardiologist\.\s+Reviews trial protocols\./)).toBeTruthy()
    expect(factsOf(card)).toEqual({
      Education: 'DM/MCh',
      Profession: 'Associate Professor',
      SME: 'Cardiology, Interventional Cardiology',
      Languages: 'English, Tamil',
      'Typical reply': 'About 3 hours',
      Helped: '14 members',
      'ORCID iD': '0000-0002-1825-0097',
    })
    const orcid = within(card).getByRole('link', { name: '0000-0002-1825-0097 (opens in a new tab)' })
    expect(orcid.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097')
    expect(orcid.getAttribute('target')).toBe('_blank')
    expect(orcid.getAttribute('rel')).toBe('noopener noreferrer')
    expect(card.querySelector('img')?.getAttribute('src')).toBe(expertPhotoPath('00000000-0000-4000-8000-000000000001'))
    expect(within(card).getByRole('button', { name: 'Connect with Dr. Priya Raghavan' }).textContent).toBe('Connect')

    // Without a photo the placeholder stands in; what is not known is not shown.
    const plain = await cardOf('Dr. New Expert')
    expect(plain.querySelector('img')).toBeNull()
    expect(plain.querySelector('svg')).toBeTruthy()
    expect(within(plain).queryByText('Verified')).toBeNull()
    expect(factsOf(plain)).toEqual({ SME: 'Cardiology', 'Typical reply': 'No replies yet', Helped: 'No one yet' })
    expect(listStatus().textContent).toBe('2 experts shown. No more experts to load.')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(document.title).toBe('Connect to Expert · Scholar Hub'))
  })

  it('labels a demo expert as demo, beside the name, and never as verified', async () => {
    stubExpertApi(() => ({ experts: [expert(1, { name: 'Dr. Made Up', demo: true, verified: true }), expert(2, { name: 'Dr. Real Person', verified: true })], hasMore: false }))
    renderApp('/connect')
    const demo = await cardOf('Dr. Made Up')
    expect(within(demo).getByText('Demo').getAttribute('title')).toMatch(/^Made up to show how Scholar Hub works/)
    expect(within(demo).queryByText('Verified')).toBeNull()
    const real = await cardOf('Dr. Real Person')
    expect(within(real).getByText('Verified')).toBeTruthy()
    expect(within(real).queryByText('Demo')).toBeNull()
  })

  it('needs no plan to browse: a visitor scrolls on to the next experts', async () => {
    const api = stubExpertApi((params) => ({ experts: pageOf(Number(params.get('page')) * 100, 12), hasMore: true }))
    renderApp('/connect')
    await cardOf('Dr. Expert 111')
    expect(screen.queryByRole('button', { name: 'CLICK HERE FOR MORE' })).toBeNull()
    await waitFor(() => expect(viewport.watched()).toBe(1))
    viewport.scrollIntoView()
    await cardOf('Dr. Expert 211')
    expect(api.lists.map((l) => l.page)).toEqual([1, 2])
  })

  it('keeps the subject and the search in the URL and asks for the list again from page 1', async () => {
    const api = stubExpertApi(() => ({ experts: [expert(1)], hasMore: false }))
    const { router } = renderApp('/connect')
    await cardOf('Dr. Expert 1')
    await waitFor(() => expect([...subjectSelect().options].map((o) => o.textContent)).toEqual(['All', 'Anatomy', 'Cardiology']))
    expect(subjectSelect().value).toBe('')

    fireEvent.change(subjectSelect(), { target: { value: anatomy.slug } })
    await waitFor(() => expect(router.state.location.search).toEqual({ subject: 'anatomy' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'subject=anatomy', page: 1 }))

    // Typed words reach the list after a pause, without a history entry for each.
    const entries = router.history.length
    fireEvent.change(searchBox(), { target: { value: 'heart' } })
    fireEvent.change(searchBox(), { target: { value: 'heart failure' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ subject: 'anatomy', search: 'heart failure' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'search=heart+failure&subject=anatomy', page: 1 }))
    expect(api.lists.some((l) => l.query.includes('search=heart&'))).toBe(false)
    expect(router.history.length).toBe(entries)

    fireEvent.change(subjectSelect(), { target: { value: '' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'heart failure' }))
  })

  it('shows the same results at /expert-result for a search kept in the URL', async () => {
    const api = stubExpertApi(() => ({ experts: [expert(1, { name: 'Dr. Heart' })], hasMore: false }))
    renderApp('/expert-result?search=heart&subject=cardiology')
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert results' })).toBeTruthy()
    await cardOf('Dr. Heart')
    expect(searchBox().value).toBe('heart')
    await waitFor(() => expect(subjectSelect().value).toBe('cardiology'))
    expect(api.lastList()).toEqual({ query: 'search=heart&subject=cardiology', page: 1 })
    expect(screen.getByRole('button', { name: 'Connect with Dr. Heart' })).toBeTruthy()
  })
})

describe('Connect', () => {
  directoryScreen({ fakeTimers: true })

  const connectTo = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: `Connect with ${name}` }))

  it('tells a visitor to sign in and takes them to the login page, to come back here afterwards', async () => {
    const api = stubExpertApi(() => ({ experts: [expert(1)], hasMore: false }))
    const { router } = renderApp('/connect?subject=cardiology')
    await connectTo('Dr. Expert 1')
    const alert = (await screen.findByText('Please login or register')).closest('li')!
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/connect?subject=cardiology' })
    expect(alert.isConnected).toBe(true)
    expect(api.sent('POST /api/conversations/create')).toEqual([])
    // An alert lasts its 5 s.
    await act(() => vi.advanceTimersByTimeAsync(5500))
    await waitFor(() => expect(screen.queryByText('Please login or register')).toBeNull())
  })

  it('warns a member whose plan lacks the feature, then shows the plans', async () => {
    signIn()
    const api = stubExpertApi(() => ({ experts: [expert(1)], hasMore: false }), withoutFeature)
    const { router } = renderApp('/connect')
    await waitFor(() => expect(api.requested()).toContain('GET /api/subscriptions/check-feature/connect-to-expert'))
    await connectTo('Dr. Expert 1')
    await expectUpgradePromptThenMove(router, '/connect', '/plans')
    expect(api.sent('POST /api/conversations/create')).toEqual([])
  })

  it('opens the conversation in the chat for a member whose plan has the feature', async () => {
    signIn()
    const api = stubExpertApi(() => ({ experts: [expert(1), expert(2)], hasMore: false }), {
      ...withFeature,
      'POST /api/conversations/create': { conversationId: CONVERSATION },
    })
    const { router } = renderApp('/connect')
    await connectTo('Dr. Expert 2')
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'))
    expect(router.state.location.search).toEqual({ conversationId: CONVERSATION })
    expect(api.sent('POST /api/conversations/create')).toEqual([{ userId: expert(2).id }])
  })

  it('shows the upgrade prompt when the server refuses for the plan, and the server’s message for any other failure', async () => {
    signIn()
    let answer: Reply = upgradeRefusal()
    stubExpertApi(() => ({ experts: [expert(1)], hasMore: false }), { ...withFeature, 'POST /api/conversations/create': () => answer })
    const { router } = renderApp('/connect')
    await connectTo('Dr. Expert 1')
    await expectUpgradePromptThenMove(router, '/connect', '/plans')

    answer = new Reply(404, { code: 'not_found', message: 'Expert not found' })
    await act(() => router.navigate({ to: '/connect' }))
    await connectTo('Dr. Expert 1')
    expect(await screen.findByText('Expert not found')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/connect')
    const button = screen.getByRole('button', { name: 'Connect with Dr. Expert 1' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    await act(() => vi.advanceTimersByTimeAsync(5500))
    await waitFor(() => expect(screen.queryByText('Expert not found')).toBeNull())
  })

  it('waits on the button while the conversation opens', async () => {
    signIn()
    const answer = deferred<{ conversationId: string }>()
    stubExpertApi(() => ({ experts: [expert(1), expert(2)], hasMore: false }), { ...withFeature, 'POST /api/conversations/create': () => answer.promise })
    const { router } = renderApp('/connect')
    await connectTo('Dr. Expert 1')
    const waiting = (await screen.findByRole('button', { name: 'Connecting with Dr. Expert 1' })) as HTMLButtonElement
    expect(waiting.disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Connect with Dr. Expert 2' }) as HTMLButtonElement).disabled).toBe(false)
    answer.resolve({ conversationId: CONVERSATION })
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'))
  })
})

describe('saving an expert search', () => {
  directoryScreen()

  it('is offered once there is a search or a subject, with no alert to choose', async () => {
    signIn()
    const api = stubExpertApi(() => ({ experts: [expert(1)], hasMore: false }), {
      'POST /api/saved-searches': async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        return new Response(JSON.stringify({ data: { id: crypto.randomUUID(), dropped: [], createdAt: new Date().toISOString(), ...body } }), { status: 201, headers: { 'content-type': 'application/json' } })
      },
    })
    const { router } = renderApp('/connect')
    await cardOf(expert(1).name)
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull()
    await router.navigate({ to: '/connect', search: { search: 'statistics' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
    expect([...within(dialog).getByRole('combobox', { name: 'Alert' }).querySelectorAll('option')].map((o) => o.textContent)).toEqual(['No alert'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }))
    await waitFor(() => expect(api.sent('POST /api/saved-searches')).toEqual([{ name: 'Experts: statistics', alert: 'never', area: 'experts', filters: { search: 'statistics' } }]))
  })
})
