import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminPage, Revision } from '../../../../contract/admin-content.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const published: AdminPage = {
  slug: 'refund-policy',
  title: 'Refund policy',
  description: '',
  content: '<p>Old terms</p>',
  published: true,
  hasDraft: false,
  updatedAt: '2026-03-05T10:00:00.000Z',
  publishedAt: '2026-03-05T10:00:00.000Z',
}
const revisions: Revision[] = [
  { id: 2, publishedAt: '2026-03-05T10:00:00.000Z', publishedBy: 'Eli Editor', fields: { slug: 'refund-policy', title: 'Refund policy', content: '<p>Old terms</p>' } },
  { id: 1, publishedAt: '2026-01-01T10:00:00.000Z', publishedBy: 'Starter content', fields: { slug: 'refund-policy', title: 'Refunds', content: '<p>First terms</p>' } },
]

/** The server as far as the editor sees it: one page whose draft the requests change. */
function stubPage() {
  let page = { ...published }
  const saved = (changes: Partial<AdminPage>) => {
    page = { ...page, ...changes, hasDraft: true, updatedAt: new Date(Date.parse(page.updatedAt) + 60_000).toISOString() }
    return page
  }
  return stubApi({
    'GET /api/admin/content/pages/refund-policy': () => page,
    'PATCH /api/admin/content/pages/refund-policy': async ({ request }) => new Reply(200, { data: saved((await request.json()) as Partial<AdminPage>), message: 'Draft saved.' }),
    'POST /api/admin/content/pages/refund-policy/publish': () => new Reply(200, { data: (page = { ...page, hasDraft: false }), message: 'Page published.' }),
    'GET /api/admin/content/pages/refund-policy/revisions': { revisions, hasMore: false },
    'POST /api/admin/content/pages/refund-policy/revisions/1/restore': () => new Reply(200, { data: saved({ title: 'Refunds', content: '<p>First terms</p>' }), message: 'Revision restored as a draft. Publish it to show it on the site.' }),
  })
}

const title = () => screen.getByLabelText('Title') as HTMLInputElement

describe('the page editor', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'editor', roleName: 'Editor', permissions: ['content.edit', 'categories.edit', 'catalogue.edit'] })
  })

  it('saves a draft, previews it as visitors will see it, then publishes it', async () => {
    const api = stubPage()
    renderApp('/admin-dashboard/content/pages/refund-policy')
    await waitFor(() => expect(title().value).toBe('Refund policy'))
    // The rich text editor loads with the screen and shows the page's HTML.
    expect(await screen.findByText('Old terms', {}, { timeout: 15_000 })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(title(), { target: { value: 'Refunds and cancellations' } })
    expect(screen.getByText('Save the draft to preview or publish it.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await screen.findByText('Draft saved.')
    expect(api.sent('PATCH /api/admin/content/pages/refund-policy')).toEqual([{ slug: 'refund-policy', title: 'Refunds and cancellations', description: '', content: '<p>Old terms</p>' }])

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = within(screen.getByRole('region', { name: 'Preview' }))
    expect(await preview.findByRole('heading', { level: 1, name: 'Refunds and cancellations' })).toBeTruthy()
    expect(preview.getByText('Old terms')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await screen.findByText('Page published.')
    expect(api.requested()).toContain('POST /api/admin/content/pages/refund-policy/publish')
  })

  it('shows what changed between two revisions and restores one as the draft', async () => {
    const api = stubPage()
    renderApp('/admin-dashboard/content/pages/refund-policy')
    const history = within(await screen.findByRole('region', { name: 'Revisions' }))
    await waitFor(() => expect(document.querySelector('del')?.textContent).toBe('Refunds'))
    expect(document.querySelector('ins')?.textContent).toBe('Refund policy')

    fireEvent.click(await history.findByRole('button', { name: /Restore the revision of .* by Starter content/ }))
    await screen.findByText('Revision restored as a draft. Publish it to show it on the site.')
    expect(api.requested()).toContain('POST /api/admin/content/pages/refund-policy/revisions/1/restore')
    await waitFor(() => expect(title().value).toBe('Refunds'))
    expect(await screen.findByText('First terms')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
