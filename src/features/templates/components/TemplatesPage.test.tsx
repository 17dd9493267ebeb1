import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { templateKinds, type TemplateFile, type TemplateMap } from '../../../../contract/templates.ts'
import { profile, signIn } from '../../../test-utils/account.ts'
import { section } from '../../../test-utils/fixtures.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const file = (id: string, name: string, format: TemplateFile['format'], sizeBytes: number): TemplateFile => ({
  id,
  name,
  path: `templates/${id}.${format}`,
  format,
  sizeBytes,
  updatedAt: '2026-03-05T10:00:00.000Z',
})

const map = (): TemplateMap => ({
  ...(Object.fromEntries(templateKinds.map((kind) => [kind, []])) as unknown as TemplateMap),
  'research-on-organoids': [file('00000000-0000-4000-8000-000000000001', 'Organoids (Word)', 'docx', 12_345)],
  'case-report': [file('00000000-0000-4000-8000-000000000002', 'Case Report (Word)', 'docx', 11_900), file('00000000-0000-4000-8000-000000000003', 'Case Report (LaTeX)', 'tex', 4_100)],
})

function stubTemplatesApi() {
  return stubApi({
    'GET /api/sections/templates': section('templates', 'Manuscript Templates', { text1: 'Start from a template made for your article type.', text2: 'Research papers, reviews and more.' }),
    'GET /api/templates': map(),
    'GET /api/notifications/unread-count': { unreadCount: 0 },
  })
}

const branch = (name: RegExp) => screen.findByRole('button', { name })

/** The files the page saves as downloads, by the name each is saved under. */
function catchDownloads() {
  const saved: string[] = []
  URL.createObjectURL = vi.fn(() => 'blob:template')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download)
  })
  return saved
}

/** Cache Storage holding the given kept paths; answers which were taken away. */
function stubKept(paths: string[]) {
  const deleted: string[] = []
  vi.stubGlobal('caches', {
    open: async () => ({
      keys: async () => paths.map((p) => new Request(new URL(p, location.origin))),
      delete: async (path: string) => deleted.push(path),
    }),
  })
  return deleted
}

describe('templates', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'onLine')
  })

  it('shows the managed header and the tree, each branch with its count, each file with its format, size and date', async () => {
    stubTemplatesApi()
    renderApp('/templates')
    expect(await screen.findByRole('heading', { level: 1, name: 'Manuscript Templates' })).toBeTruthy()
    expect(screen.getByText('Research papers, reviews and more.')).toBeTruthy()
    fireEvent.click(await branch(/^Research Paper \(1 file\)$/))
    fireEvent.click(await branch(/^Cancer Biology \(1 file\)$/))
    fireEvent.click(await branch(/^Research on organoids \(1 file\)$/))
    const item = (await screen.findByText('Organoids (Word)')).closest('li')!
    expect(within(item).getByText('Word · 12.3 kB · updated 5 Mar 2026')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: /^Cancer Biology/ })).toBeTruthy()
    fireEvent.click(await branch(/^Brief Communication \(0 files\)$/))
    expect(await screen.findByText('No templates of this type yet.')).toBeTruthy()
  })

  it('tells a visitor a free account is needed and why, and downloads the file once they are back signed in', async () => {
    stubTemplatesApi()
    const api = stubApi({ 'POST /api/login': { token: 'session-1', user: profile }, 'GET /api/serve-file/templates/:file': 'the document' })
    const saved = catchDownloads()
    const { router } = renderApp('/templates')
    fireEvent.click(await branch(/^Case Report/))
    fireEvent.click(await screen.findByRole('button', { name: 'Download Case Report (Word)' }))

    // A dialog says why before any page changes.
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to download' })
    expect(within(dialog).getByText(/Downloads need a free Scholar Hub account/)).toBeTruthy()
    expect(dialog.textContent).toContain('Sign in and Case Report (Word) downloads as soon as you are back here.')
    expect(router.state.location.pathname).toBe('/templates')
    expect(within(dialog).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register')
    fireEvent.click(within(dialog).getByRole('link', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/templates?download=00000000-0000-4000-8000-000000000002' })

    // Signed in, back on the templates, the download starts at once, and the marker leaves the address.
    fireEvent.change(await screen.findByLabelText('Username / Email'), { target: { value: 'asha@example.org' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Case Report (Word) is downloaded.')).toBeTruthy()
    expect(saved).toEqual(['Case-Report-Word.docx'])
    expect(router.state.location.pathname).toBe('/templates')
    expect(router.state.location.search).toEqual({})
    expect(api.requested().filter((r) => r.startsWith('GET /api/serve-file/'))).toEqual(['GET /api/serve-file/templates/00000000-0000-4000-8000-000000000002.docx'])
  })

  it('asks a visitor who opens a download link to sign in first, and Cancel leaves them on the templates', async () => {
    stubTemplatesApi()
    const { router } = renderApp('/templates?download=00000000-0000-4000-8000-000000000003')
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to download' })
    expect(dialog.textContent).toContain('Case Report (LaTeX)')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).toEqual({})
  })

  it('asks a visitor to sign in to keep a file offline, and says why', async () => {
    stubTemplatesApi()
    renderApp('/templates')
    fireEvent.click(await branch(/^Case Report/))
    fireEvent.click(await screen.findByRole('button', { name: 'Keep Case Report (Word) offline' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep templates offline' })
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2Ftemplates')
  })

  it('offline, opens only the files kept on the device and says the others need a connection; copies of files gone are dropped', async () => {
    signIn()
    stubTemplatesApi()
    const stale = '/api/serve-file/templates/00000000-0000-4000-8000-000000000009.docx'
    const deleted = stubKept(['/api/serve-file/templates/00000000-0000-4000-8000-000000000002.docx', stale])
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
    renderApp('/templates')
    fireEvent.click(await branch(/^Case Report/))
    const kept = (await screen.findByText('Case Report (Word)')).closest('li')!
    expect(await within(kept).findByText('· Kept offline')).toBeTruthy()
    expect(within(kept).getByRole('button', { name: 'Download Case Report (Word)' })).toHaveProperty('disabled', false)
    expect(within(kept).getByRole('button', { name: 'Keep Case Report (Word) offline' }).getAttribute('aria-pressed')).toBe('true')
    const other = screen.getByText('Case Report (LaTeX)').closest('li')!
    expect(within(other).getByText('Needs a connection')).toBeTruthy()
    expect(within(other).getByRole('button', { name: 'Download Case Report (LaTeX)' })).toHaveProperty('disabled', true)
    // The copy of a file the tree no longer has is taken away.
    expect(deleted).toEqual([stale])
  })
})
