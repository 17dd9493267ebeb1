import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { moderationMessages, type FlaggedItem } from '../../../../contract/admin-community.ts'
import { descriptionOf, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi, type Routes } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { author, flaggedComment, flaggedPost, idOf, staff } from './moderation-fixtures.ts'

const QUEUE = '/api/admin/community/flags'

/** The queue as the server keeps it: each test changes `waiting`, and every request reads it afresh. */
function api(waiting: FlaggedItem[], routes: Routes = {}) {
  return stubApi({ [`GET ${QUEUE}`]: () => ({ items: waiting, hasMore: false }), ...routes })
}

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const cardOf = (title: string) => within(screen.getAllByRole('article').find((article) => within(article).getByRole('heading').textContent === title)!)
const facts = (title: string) => Object.fromEntries(cardOf(title).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
const queueReads = (server: ReturnType<typeof stubApi>) => server.requested().filter((key) => key === `GET ${QUEUE}`).length

describe('Community Moderation: the review queue', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn(staff)
  })

  it('comes after Chat Management in the sidebar and links its three lists', async () => {
    api([])
    const { router } = renderApp('/admin-dashboard')
    const sidebar = within(await screen.findByRole('complementary', { name: 'Admin menu' }))
    const labels = sidebar.getAllByRole('link').map((link) => link.textContent)
    expect(labels[labels.indexOf('Chat Management') + 1]).toBe('Community Moderation')
    fireEvent.click(sidebar.getByRole('link', { name: 'Community Moderation' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin-dashboard/community')
    expect(await screen.findByText('Nothing waits for review.')).toBeTruthy()
    const tabs = within(screen.getByRole('navigation', { name: 'Community Moderation' }))
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Review queue', '/admin-dashboard/community', 'page'],
      ['Silenced members', '/admin-dashboard/community/silenced', null],
      ['Moderation log', '/admin-dashboard/community/log', null],
    ])
  })

  it('shows each flagged item: its text as written, its author, when it was hidden and why members flagged it', async () => {
    api([flaggedPost(), flaggedComment({ demo: true })])
    renderApp('/admin-dashboard/community')
    await waitFor(() => expect(cards()).toEqual(['Cheap journal acceptance', 'Comment on “Sample size for a pilot study”']))

    const post = cardOf('Cheap journal acceptance')
    expect(post.getByText('Hidden')).toBeTruthy()
    expect(post.getByText('Post by Ravi Kumar')).toBeTruthy()
    expect(facts('Cheap journal acceptance')).toEqual({
      Author: 'Ravi Kumar (ravi@example.org)',
      Written: expect.stringMatching(/^2 Jan 2030/),
      'Hidden since': expect.stringMatching(/^5 Jan 2030/),
      Flags: '3 spam, 1 inappropriate',
      'Last flagged': expect.stringMatching(/^5 Jan 2030/),
    })

    const comment = cardOf('Comment on “Sample size for a pilot study”')
    expect(comment.getByText('Still shown')).toBeTruthy()
    expect(facts('Comment on “Sample size for a pilot study”')).toMatchObject({
      'Silenced until': expect.stringMatching(/^1 Feb 2030/),
      Flags: '1 off-topic',
      Demo: 'Under a post made up by the demo data',
    })
    expect(facts('Comment on “Sample size for a pilot study”')['Hidden since']).toBeUndefined()
    // Plain text with its line breaks, never markup.
    const text = comment.getByText(/Nonsense/)
    expect(text.textContent).toBe('<b>Nonsense</b> & more\n\nsecond paragraph')
    expect(text.querySelector('b')).toBeNull()
    expect(comment.getByRole('button', { name: 'Silence Asha Rao' }).textContent).toBe('Silence again')
  })

  it('restores a post and deletes a comment once confirmed, and asks for the queue again after each', async () => {
    let waiting = [flaggedPost(), flaggedComment()]
    const server = api([], {
      [`GET ${QUEUE}`]: () => ({ items: waiting, hasMore: false }),
      'POST /api/admin/community/posts/:postId/restore': ({ params }) => {
        waiting = waiting.filter((item) => item.id !== params.postId)
        return new Reply(200, { message: moderationMessages.restored })
      },
      'DELETE /api/community-posts/:postId/comments/:commentId/delete': ({ params }) => {
        waiting = waiting.filter((item) => item.id !== params.commentId)
        return new Reply(200, { message: 'Comment deleted' })
      },
    })
    renderApp('/admin-dashboard/community')
    fireEvent.click(await screen.findByRole('button', { name: 'Restore post “Cheap journal acceptance”' }))
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Restore this post?' }))
    expect(dialog.getByText('The post “Cheap journal acceptance” is shown again and its flags are closed; Ravi Kumar is told.')).toBeTruthy()
    const reads = queueReads(server)
    fireEvent.click(dialog.getByRole('button', { name: 'Restore' }))
    expect(await screen.findByText('Restored')).toBeTruthy()
    await waitFor(() => expect(cards()).toEqual(['Comment on “Sample size for a pilot study”']))
    expect(queueReads(server)).toBeGreaterThan(reads)

    fireEvent.click(screen.getByRole('button', { name: 'Delete comment by Asha Rao on “Sample size for a pilot study”' }))
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this comment?' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Comment deleted')).toBeTruthy()
    expect(await screen.findByText('Nothing waits for review.')).toBeTruthy()
    expect(server.requested().filter((key) => !key.startsWith('GET'))).toEqual([
      `POST /api/admin/community/posts/${idOf(10)}/restore`,
      `DELETE /api/community-posts/${idOf(11)}/comments/${idOf(20)}/delete`,
    ])
  })

  it('deletes a post through its own path, and says why when the server refuses', async () => {
    const server = api([flaggedPost({ hiddenAt: null })], {
      'DELETE /api/community-posts/:postId/delete': new Reply(404, { code: 'not_found', message: 'Post not found' }),
      'POST /api/admin/community/posts/:postId/restore': new Reply(409, { code: 'nothing_to_review', message: moderationMessages.nothingToReview }),
    })
    renderApp('/admin-dashboard/community')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post “Cheap journal acceptance”' }))
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Post not found')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Restore post “Cheap journal acceptance”' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByText('The post “Cheap journal acceptance” stays shown and its flags are closed.')).toBeTruthy()
    fireEvent.click(dialog.getByRole('button', { name: 'Restore' }))
    expect(await screen.findByText(moderationMessages.nothingToReview)).toBeTruthy()
    expect(server.requested()).toContain(`DELETE /api/community-posts/${idOf(10)}/delete`)
  })

  it('silences the author for the days and reason given, with the contract’s and the server’s messages', async () => {
    let answers: Reply[] = [
      new Reply(400, { code: 'validation', message: 'Reason may hold letters, digits and punctuation only', issues: [{ path: 'reason', message: 'Reason may hold letters, digits and punctuation only' }] }),
      new Reply(400, { code: 'bad_request', message: moderationMessages.staff }),
      new Reply(200, { message: moderationMessages.silenced, data: { id: author.id, name: author.name, email: author.email, silencedUntil: '2030-01-12T10:00:00.000Z', reason: 'Advertising' } }),
    ]
    let waiting = [flaggedPost()]
    const server = api([], {
      [`GET ${QUEUE}`]: () => ({ items: waiting, hasMore: false }),
      'POST /api/admin/community/members/:userId/silence': () => {
        const [answer, ...rest] = answers
        answers = rest
        if (answer!.status === 200) waiting = [flaggedPost({ author: { ...author, silencedUntil: '2030-01-12T10:00:00.000Z' } })]
        return answer
      },
    })
    renderApp('/admin-dashboard/community')
    fireEvent.click(await screen.findByRole('button', { name: 'Silence Ravi Kumar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Silence Ravi Kumar' }))
    const days = dialog.getByLabelText('Days')
    const reason = dialog.getByLabelText('Reason')
    expect((days as HTMLInputElement).value).toBe('7')

    fireEvent.change(days, { target: { value: '0' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Silence' }))
    await waitFor(() => expect(descriptionOf(days)).toContain(moderationMessages.days))
    expect(descriptionOf(reason)).toContain('Field required')
    fireEvent.change(days, { target: { value: '366' } })
    await waitFor(() => expect(descriptionOf(days)).toContain(moderationMessages.days))
    expect(server.sent(`POST /api/admin/community/members/${author.id}/silence`)).toEqual([])

    fireEvent.change(days, { target: { value: '7' } })
    fireEvent.change(reason, { target: { value: 'Advertising' } })
    await waitFor(() => expect(descriptionOf(days)).not.toContain(moderationMessages.days))
    fireEvent.click(dialog.getByRole('button', { name: 'Silence' }))
    await waitFor(() => expect(descriptionOf(reason)).toContain('Reason may hold letters, digits and punctuation only'))

    fireEvent.click(dialog.getByRole('button', { name: 'Silence' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(moderationMessages.staff)

    fireEvent.click(dialog.getByRole('button', { name: 'Silence' }))
    expect(await screen.findByText(moderationMessages.silenced)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(facts('Cheap journal acceptance')['Silenced until']).toMatch(/^12 Jan 2030/))
    expect(server.sent(`POST /api/admin/community/members/${author.id}/silence`)).toEqual(Array(3).fill({ days: 7, reason: 'Advertising' }))
  })

  it('shows the server’s message when the queue cannot be read, and tries again', async () => {
    let refuse = true
    api([], { [`GET ${QUEUE}`]: () => (refuse ? new Reply(500, { code: 'internal', message: 'Internal server error!' }) : { items: [flaggedPost()], hasMore: false }) })
    renderApp('/admin-dashboard/community')
    expect(await screen.findByText('We could not load the review queue.')).toBeTruthy()
    expect(screen.getByText('Internal server error!')).toBeTruthy()
    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cards()).toEqual(['Cheap journal acceptance']))
  })

  it('is not there for a member, who is sent home without a request for it', async () => {
    signIn({ role: 'user' })
    const server = api([flaggedPost()])
    const { router } = renderApp('/admin-dashboard/community')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(screen.queryByText('Community Moderation')).toBeNull()
    expect(screen.queryByText('Cheap journal acceptance')).toBeNull()
    expect(server.requested().filter((key) => key.includes('/api/admin'))).toEqual([])
  })
})
