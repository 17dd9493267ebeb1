import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { moderationMessages, type ModerationAction } from '../../../../contract/admin-community.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { pagedListRoute, Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { action, idOf, silenced, staff } from './moderation-fixtures.ts'

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const cardOf = (title: string) => within(screen.getAllByRole('article').find((article) => within(article).getByRole('heading').textContent === title)!)
const facts = (title: string) => Object.fromEntries(cardOf(title).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))

describe('Community Moderation: silenced members and the log', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn(staff)
  })

  it('lists silenced members with until when and why, and lets one write again once confirmed', async () => {
    let members = [silenced(5), silenced(6, { reason: 'Insults in comments', silencedUntil: '2030-04-02T10:00:00.000Z' })]
    const server = stubApi({
      'GET /api/admin/community/silenced': () => ({ members, hasMore: false }),
      'DELETE /api/admin/community/members/:userId/silence': ({ params }) => {
        members = members.filter((member) => member.id !== params.userId)
        return new Reply(200, { message: moderationMessages.unsilenced })
      },
    })
    renderApp('/admin-dashboard/community/silenced')
    expect(await screen.findByRole('heading', { level: 1, name: 'Silenced members' })).toBeTruthy()
    expect(within(screen.getByRole('navigation', { name: 'Community Moderation' })).getByRole('link', { name: 'Silenced members' }).getAttribute('aria-current')).toBe('page')
    await waitFor(() => expect(cards()).toEqual(['Member 5', 'Member 6']))
    expect(cardOf('Member 6').getByText('member6@example.org')).toBeTruthy()
    expect(facts('Member 6')).toEqual({ Until: expect.stringMatching(/^2 Apr 2030/), Reason: 'Insults in comments' })

    fireEvent.click(cardOf('Member 5').getByRole('button', { name: 'Allow writing for Member 5' }))
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Let Member 5 write again?' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(server.requested().filter((key) => key.startsWith('DELETE'))).toEqual([])

    fireEvent.click(cardOf('Member 5').getByRole('button', { name: 'Allow writing for Member 5' }))
    dialog = within(await screen.findByRole('alertdialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'Allow writing' }))
    expect(await screen.findByText(moderationMessages.unsilenced)).toBeTruthy()
    await waitFor(() => expect(cards()).toEqual(['Member 6']))
    expect(server.requested().filter((key) => key.startsWith('DELETE'))).toEqual([`DELETE /api/admin/community/members/${idOf(5)}/silence`])
  })

  it('says when nobody is silenced, and shows a refusal to let a member write again', async () => {
    let members = [silenced(5)]
    stubApi({
      'GET /api/admin/community/silenced': () => ({ members, hasMore: false }),
      'DELETE /api/admin/community/members/:userId/silence': () => {
        members = []
        return new Reply(404, { code: 'not_found', message: moderationMessages.notSilenced })
      },
    })
    renderApp('/admin-dashboard/community/silenced')
    fireEvent.click(await screen.findByRole('button', { name: 'Allow writing for Member 5' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Allow writing' }))
    expect(await screen.findByText(moderationMessages.notSilenced)).toBeTruthy()
    // Another staff member acted first: the list is asked for again and shows it.
    expect(await screen.findByText('No member is silenced.')).toBeTruthy()
  })

  it('lists who did what to whose item and when, with the summary and reason, a page at a time', async () => {
    const observer = stubIntersectionObserver()
    const first: ModerationAction[] = [
      action(4),
      action(3, { action: 'restore', targetType: 'post', authorName: 'Ravi Kumar', summary: 'Cheap journal acceptance', reason: null, createdAt: '2030-01-05T10:00:00.000Z' }),
      action(2, { action: 'silence', targetType: 'user', targetId: idOf(101), summary: 'Asha Rao for 7 days', reason: 'Advertising', createdAt: '2030-01-04T10:00:00.000Z' }),
    ]
    const log = pagedListRoute((params) =>
      params.get('page') === '1'
        ? { actions: first, hasMore: true }
        : { actions: [action(1, { action: 'unsilence', targetType: 'user', summary: 'Asha Rao', reason: null, createdAt: '2030-01-03T10:00:00.000Z' })], hasMore: false },
    )
    stubApi({ 'GET /api/admin/community/log': log.route })
    renderApp('/admin-dashboard/community/log')
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation log' })).toBeTruthy()
    await waitFor(() => expect(cards()).toEqual(['Nonsense & more', 'Cheap journal acceptance', 'Asha Rao for 7 days']))

    const deleted = cardOf('Nonsense & more')
    expect(deleted.getByText('Deleted')).toBeTruthy()
    expect(deleted.getByText('Meera Staff deleted Asha Rao’s comment')).toBeTruthy()
    expect(facts('Nonsense & more')).toEqual({ When: expect.stringMatching(/^6 Jan 2030/), Reason: 'spam' })
    expect(cardOf('Cheap journal acceptance').getByText('Meera Staff restored Ravi Kumar’s post')).toBeTruthy()
    expect(facts('Cheap journal acceptance')).toEqual({ When: expect.stringMatching(/^5 Jan 2030/) })
    expect(cardOf('Asha Rao for 7 days').getByText('Meera Staff silenced Asha Rao')).toBeTruthy()
    expect(facts('Asha Rao for 7 days').Reason).toBe('Advertising')

    observer.scrollIntoView()
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(cardOf('Asha Rao').getByText('Allowed to write')).toBeTruthy()
    expect(cardOf('Asha Rao').getByText('Meera Staff let Asha Rao write again')).toBeTruthy()
    expect(await screen.findByText('The log starts here.')).toBeTruthy()
    expect(log.lists).toEqual([
      { query: '', page: 1 },
      { query: '', page: 2 },
    ])
  })

  it('says when staff have done nothing yet', async () => {
    stubApi({ 'GET /api/admin/community/log': { actions: [], hasMore: false } })
    renderApp('/admin-dashboard/community/log')
    expect(await screen.findByText('No staff action yet.')).toBeTruthy()
  })
})
