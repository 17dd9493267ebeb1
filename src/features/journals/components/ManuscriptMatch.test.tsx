import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { type Routes, serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { cardiology, journal, stubFinderApi } from '../../../test-utils/journals.ts'

const abstract = 'We studied heart failure outcomes in patients given SGLT2 inhibitors over two years.'
const matchAnswer = {
  matches: [
    {
      journal: journal(1, { title: 'Heart Failure Reviews', impactFactor: 4.2, openAccess: true, weeksToPublication: 10 }),
      score: 1,
      sharedTerms: ['heart failure', 'sglt2'],
      matchedSubjects: [cardiology],
    },
    { journal: journal(2, { title: 'General Medicine' }), score: 0.5, sharedTerms: ['patients'], matchedSubjects: [] },
  ],
  subjects: [cardiology],
}

// No managed header (404): the screen's plain name stands in.
const finderRoutes = {
  'GET /api/journals/publishers': [],
  'GET /api/journals/indexes': [],
  'GET /api/journals/subjects': [],
  'GET /api/journals/max-impact-factor': [],
  'GET /api/notifications/unread-count': { unreadCount: 0 },
  'GET /api/journals': { journals: [], hasMore: false },
} satisfies Routes

async function openPanel() {
  const trigger = await screen.findByRole('button', { name: 'Match my manuscript' })
  fireEvent.click(trigger)
  expect(trigger.getAttribute('aria-expanded')).toBe('true')
}

describe('match my manuscript', () => {
  beforeEach(() => {
    stubMatchMedia()
    stubIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('ranks the journals that fit, with the score and why each matched', async () => {
    signIn()
    const api = stubApi({ ...finderRoutes, 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: true }, 'POST /api/journals/match': matchAnswer })
    renderApp('/journal-finder')
    await openPanel()
    expect(screen.getByText('Your title and abstract are used only for this match and are not stored. Your keywords are counted with other searches, never with your name.')).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: /Abstract/ }), { target: { value: abstract } })
    fireEvent.change(screen.getByRole('textbox', { name: /Keywords/ }), { target: { value: 'heart failure, SGLT2' } })
    fireEvent.click(within(screen.getByRole('region', { name: 'Match my manuscript' })).getByRole('checkbox', { name: 'Open access only' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Longest time to publication (weeks)' }), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find matching journals' }))

    expect(await screen.findByText('2 journals match your manuscript.')).toBeTruthy()
    expect(api.sent('POST /api/journals/match').at(-1)).toEqual({ title: '', abstract, keywords: ['heart failure', 'SGLT2'], openAccess: true, maxWeeks: 12 })
    expect(screen.getByText('Your manuscript reads as: Cardiology.')).toBeTruthy()

    const best = within(screen.getByRole('heading', { level: 4, name: 'Heart Failure Reviews' }).closest('article')!)
    for (const text of ['Match 1: 100%', 'Why it matched', 'heart failure, sglt2', 'Cardiology', 'Open access', 'No APC', '10 weeks', '4.2']) {
      expect(best.getAllByText(text).length).toBeGreaterThan(0)
    }
    const second = within(screen.getByRole('heading', { level: 4, name: 'General Medicine' }).closest('article')!)
    expect(second.getByText('Match 2: 50%')).toBeTruthy()
  })

  it('checks the text before sending it and says what is missing', async () => {
    signIn()
    const api = stubApi({ ...finderRoutes, 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: true } })
    renderApp('/journal-finder')
    await openPanel()
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal Finder' })).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: /Abstract/ }), { target: { value: 'Too short.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find matching journals' }))
    expect(await screen.findByText('Paste at least the abstract: a few sentences are needed to find a match')).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: /Abstract/ }), { target: { value: abstract } })
    const weeks = screen.getByRole('textbox', { name: 'Longest time to publication (weeks)' })
    fireEvent.change(weeks, { target: { value: 'soon' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find matching journals' }))
    expect(await screen.findByText('Weeks must be a number')).toBeTruthy()
    expect(weeks.getAttribute('aria-invalid')).toBe('true')
    expect(api.sent('POST /api/journals/match')).toEqual([])
  })

  it('says when matching fails', async () => {
    signIn()
    stubApi({ ...finderRoutes, 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: true }, 'POST /api/journals/match': serverError() })
    renderApp('/journal-finder')
    await openPanel()
    fireEvent.change(screen.getByRole('textbox', { name: /Abstract/ }), { target: { value: abstract } })
    fireEvent.click(screen.getByRole('button', { name: 'Find matching journals' }))
    expect(await screen.findByText('We could not match your manuscript.')).toBeTruthy()
    expect(screen.getByText('Internal server error!')).toBeTruthy()
  })

  it('asks a visitor to sign in, coming back here', async () => {
    stubFinderApi(() => ({ journals: [], hasMore: false }))
    renderApp('/journal-finder?openAccess=true')
    await openPanel()
    expect(screen.getByText('Sign in to match your manuscript.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/journal-finder?openAccess=true')}`)
    expect(screen.queryByRole('textbox', { name: /Abstract/ })).toBeNull()
  })

  it('shows a member whose plan lacks the feature the upgrade prompt instead of matching', async () => {
    signIn()
    const api = stubApi({ ...finderRoutes, 'GET /api/subscriptions/check-feature/journal-finder': { isAccessible: false } })
    renderApp('/journal-finder')
    await openPanel()
    await screen.findByText('Matching is part of the plans that include the Journal Finder.')
    fireEvent.change(screen.getByRole('textbox', { name: /Abstract/ }), { target: { value: abstract } })
    fireEvent.click(screen.getByRole('button', { name: 'Find matching journals' }))
    expect(await screen.findByText('Upgrade Required!')).toBeTruthy()
    await waitFor(() => expect(api.sent('POST /api/journals/match')).toEqual([]))
  })
})
