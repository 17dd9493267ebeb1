import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CategoryValue } from '../../../../contract/categories.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const none = { members: 0, experts: 0, vacancies: 0, events: 0, journals: 0 }
const value = (id: number, title: string, changes: Partial<CategoryValue> = {}): CategoryValue => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  retired: false,
  mergedInto: null,
  usage: none,
  fixed: false,
  ...changes,
})

describe('Category Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'editor', roleName: 'Editor', permissions: ['content.edit', 'categories.edit', 'catalogue.edit'] })
  })

  it('shows what uses each value, moves one with its buttons, retires one, and keeps the rules of fixed values', async () => {
    let values = [value(1, 'Cardiology', { usage: { ...none, members: 2, vacancies: 1 } }), value(2, 'Nursing'), value(3, 'Online', { fixed: true })]
    const server = stubApi({
      'GET /api/admin/categories/:list': () => values,
      'POST /api/admin/categories/:list': new Reply(400, { code: 'validation', message: 'Another value has this slug; choose another', issues: [{ path: 'slug', message: 'Another value has this slug; choose another' }] }),
      'PATCH /api/admin/categories/:list/:id': async ({ params, request }) => {
        const patch = (await request.json()) as { position?: number; retired?: boolean }
        const moved = values.find((v) => String(v.id) === params.id)!
        if (patch.position !== undefined) {
          values = values.filter((v) => v !== moved)
          values.splice(patch.position, 0, moved)
        }
        if (patch.retired !== undefined) values = values.map((v) => (v === moved ? { ...v, retired: patch.retired! } : v))
        return new Reply(200, { data: values.find((v) => String(v.id) === params.id), message: 'Subject saved.' })
      },
    })
    renderApp('/admin-dashboard/categories/subjects')
    const list = await screen.findByRole('list', { name: 'Subjects' })
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Used by 2 members and 1 vacancy')
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Not used')
    expect((within(list).getByRole('button', { name: 'Move up: Cardiology' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(within(list).getByRole('button', { name: 'Move down: Cardiology' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Nursing'))
    expect(server.sent('PATCH /api/admin/categories/subjects/1')).toEqual([{ position: 1 }])

    fireEvent.click(within(list).getByRole('button', { name: 'Retire Nursing' }))
    expect(await within(list).findByText('Retired')).toBeTruthy()
    expect(server.sent('PATCH /api/admin/categories/subjects/2')).toEqual([{ retired: true }])

    // A value some rule hangs on is renamed and moved only.
    expect(within(list).getByRole('button', { name: 'Rename Online' })).toBeTruthy()
    expect(within(list).queryByRole('button', { name: 'Retire Online' })).toBeNull()
    expect(within(list).queryByRole('button', { name: 'Merge Online' })).toBeNull()
    expect(within(list).queryByRole('button', { name: 'Delete Online' })).toBeNull()

    fireEvent.change(screen.getByLabelText('New subject'), { target: { value: 'Midwifery' } })
    fireEvent.change(screen.getByLabelText('Slug (optional)'), { target: { value: 'Not A Slug' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add subject' }))
    expect(await screen.findByText('Slug may hold only lowercase letters, digits and single hyphens')).toBeTruthy()
    expect(server.sent('POST /api/admin/categories/subjects')).toEqual([])
    fireEvent.change(screen.getByLabelText('Slug (optional)'), { target: { value: 'nursing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add subject' }))
    expect(await screen.findByText('Another value has this slug; choose another')).toBeTruthy()
  })

  it('asks before a merge, naming both values and what moves, and sends the chosen one', async () => {
    const nursing = value(1, 'Nursing', { usage: { ...none, members: 3 } })
    const copy = value(2, 'nursing', { usage: { ...none, members: 1, vacancies: 2 } })
    const server = stubApi({
      'GET /api/admin/categories/:list': () => [nursing, copy, value(3, 'Old', { retired: true })],
      'POST /api/admin/categories/:list/:id/merge': () =>
        new Reply(200, { data: { from: { ...copy, retired: true }, into: nursing }, message: "'nursing' merged into 'Nursing'." }),
    })
    renderApp('/admin-dashboard/categories/subjects')
    const list = await screen.findByRole('list', { name: 'Subjects' })
    fireEvent.click(within(list).getByRole('button', { name: 'Merge nursing' }))
    const dialog = await screen.findByRole('dialog', { name: 'Merge nursing' })
    const into = within(dialog).getByRole('combobox', { name: 'Merge into' })
    // A retired value is no place to merge into.
    expect(within(into).queryByRole('option', { name: 'Old' })).toBeNull()
    fireEvent.change(into, { target: { value: '1' } })
    expect(within(dialog).getByRole('status').textContent).toBe(
      "3 records (1 member and 2 vacancies) will move from 'nursing' to 'Nursing', which has 3 records (3 members) now. 'nursing' will be retired.",
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into Nursing' }))
    expect(await screen.findByText("'nursing' merged into 'Nursing'.")).toBeTruthy()
    expect(server.sent('POST /api/admin/categories/subjects/2/merge')).toEqual([{ into: 1 }])
  })
})
