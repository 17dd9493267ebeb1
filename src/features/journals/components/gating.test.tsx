import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { upgradeRefusal } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { expectUpgradePromptThenMove } from '../../../test-utils/upgrade-prompt.ts'
import { pageOf, stubFinderApi } from '../../../test-utils/journals.ts'

const noFeature = { 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: false } }
const firstPageOnly = (params: URLSearchParams) =>
  params.get('page') === '1' && !params.has('search') ? { journals: pageOf(1), hasMore: true } : upgradeRefusal()

const expectPromptThenMove = (router: ReturnType<typeof renderApp>['router'], pathname: string) =>
  expectUpgradePromptThenMove(router, '/journal-finder', pathname)

describe('journal finder without the journal-finder feature', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubMatchMedia()
    viewport = stubIntersectionObserver()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows a visitor the first page with CLICK HERE FOR MORE, which leads to login and back', async () => {
    const api = stubFinderApi(firstPageOnly)
    const { router } = renderApp('/journal-finder?openAccess=true')
    const more = await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' })
    expect(viewport.watched()).toBe(0)
    fireEvent.click(more)
    await expectPromptThenMove(router, '/login')
    expect(router.state.location.search).toEqual({ redirect: '/journal-finder?openAccess=true' })
    expect(api.lists.map((l) => l.page)).toEqual([1])
  })

  it('sends a member whose plan lacks the feature to the plans when typing a search', async () => {
    signIn()
    const api = stubFinderApi(firstPageOnly, noFeature)
    const { router } = renderApp('/journal-finder')
    await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' })
    const search = screen.getByRole('searchbox', { name: 'Search journals' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'h' } })
    fireEvent.change(search, { target: { value: 'he' } })
    expect(search.value).toBe('')
    await expectPromptThenMove(router, '/plans')
    expect(api.lists.every((l) => !l.query.includes('search'))).toBe(true)
  })

  it('lets the warning’s button go to the plans at once', async () => {
    signIn()
    stubFinderApi(firstPageOnly, noFeature)
    const { router } = renderApp('/journal-finder')
    fireEvent.click(await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' }))
    fireEvent.click(await screen.findByRole('button', { name: 'View plans' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'))
  })

  it('treats the server’s refusal the same way, for a shared link with search text', async () => {
    stubFinderApi(firstPageOnly)
    const { router } = renderApp('/journal-finder?search=heart')
    await expectPromptThenMove(router, '/login')
    expect(router.state.location.search).toEqual({ redirect: '/journal-finder?search=heart' })
  })
})
