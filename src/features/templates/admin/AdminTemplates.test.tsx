import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminTemplateFile } from '../../../../contract/admin-templates.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const template = (id: string, changes: Partial<AdminTemplateFile> = {}): AdminTemplateFile => ({
  id,
  name: `Case Report ${id}`,
  path: `templates/0000000${id}-0000-4000-8000-000000000000.docx`,
  format: 'docx',
  sizeBytes: 11_900,
  updatedAt: '2026-03-05T10:00:00.000Z',
  kind: 'case-report',
  updatedBy: null,
  ...changes,
})

const tex = new File(['\\documentclass{article}'], 'letter.tex', { type: 'text/x-tex' })
const fileField = () => screen.getByLabelText('File') as HTMLInputElement

describe('Templates Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists each article type’s files with their format, size, date and who changed them', async () => {
    stubApi({ 'GET /api/admin/templates': [template('1'), template('2', { name: 'Organoids', kind: 'research-on-organoids', format: 'tex', updatedBy: 'Asha Admin' })] })
    renderApp('/admin-dashboard/templates')
    const organoids = within(await screen.findByRole('region', { name: 'Research Paper › Cancer Biology › Research on organoids' }))
    const card = within(organoids.getByRole('article', { name: 'Organoids' }))
    for (const text of ['LaTeX', '11.9 kB', 'Asha Admin']) expect(card.getByText(text)).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Case Report' })).getByText('Starter template')).toBeTruthy()
  })

  it('checks an upload before sending it, and shows the server’s refusal under the file', async () => {
    const api = stubApi({
      'GET /api/admin/templates': [],
      'POST /api/admin/templates': new Reply(415, {
        message: 'Please choose a Word document (.docx), a LaTeX source (.tex) or a PDF.',
        code: 'unsupported_media_type',
        issues: [{ path: 'file', message: 'Choose a Word document (.docx), a LaTeX source (.tex) or a PDF' }],
      }),
    })
    renderApp('/admin-dashboard/templates')
    const upload = await screen.findByRole('button', { name: 'Upload template' })
    fireEvent.click(upload)
    expect(await screen.findByText('Please choose a file to upload.')).toBeTruthy()
    expect(screen.getByText('Choose an article type from the list')).toBeTruthy()
    expect(screen.getByText('Field required')).toBeTruthy()
    expect(api.requested()).not.toContain('POST /api/admin/templates')

    fireEvent.change(screen.getByLabelText('Article type'), { target: { value: 'letters-to-editor' } })
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Letter' } })
    fireEvent.change(fileField(), { target: { files: [tex] } })
    fireEvent.click(upload)
    expect(await screen.findByText('Choose a Word document (.docx), a LaTeX source (.tex) or a PDF')).toBeTruthy()
    expect(fileField().getAttribute('aria-invalid')).toBe('true')
  })

  it('renames and moves a file with its edit form, sending only the new name and type', async () => {
    const api = stubApi({
      'GET /api/admin/templates': [template('1')],
      'PATCH /api/admin/templates/:id': template('1', { name: 'Renamed', kind: 'case-series' }),
    })
    renderApp('/admin-dashboard/templates')
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Case Report 1' }))
    const card = within(screen.getByRole('article', { name: 'Case Report 1' }))
    fireEvent.change(card.getByLabelText('Name'), { target: { value: 'Renamed' } })
    fireEvent.change(card.getByLabelText('Article type'), { target: { value: 'case-series' } })
    fireEvent.click(card.getByRole('button', { name: 'Save template' }))
    await waitFor(() => expect(api.sent('PATCH /api/admin/templates/1')).toEqual([{ kind: 'case-series', name: 'Renamed' }]))
    expect(api.requested()).not.toContain('POST /api/admin/templates/1/file')
  })
})
