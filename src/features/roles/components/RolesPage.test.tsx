import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminRole } from '../../../../contract/roles.ts'
import { permissions } from '../../../../contract/permissions.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const admin: AdminRole = { slug: 'admin', name: 'Admin', permissions: [...permissions], builtIn: true, holders: 2 }
const editor: AdminRole = { slug: 'editor', name: 'Editor', permissions: ['content.edit', 'categories.edit', 'catalogue.edit'], builtIn: true, holders: 1 }
const support: AdminRole = { slug: 'support', name: 'Support', permissions: ['users.read', 'enquiries.handle', 'payments.read'], builtIn: true, holders: 0 }
const reviewers: AdminRole = { slug: 'reviewers', name: 'Reviewers', permissions: ['content.edit'], builtIn: false, holders: 0 }

const rolesApi = (routes: Parameters<typeof stubApi>[0] = {}) => stubApi({ 'GET /api/admin/roles': { roles: [admin, editor, support, reviewers] }, ...routes })

/** The row of a role, by its name in the row header. */
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!

describe('Role Management', () => {
  beforeEach(() => stubMatchMedia())

  it('shows each role as a row with a checkmark, read out as Yes or No, under each permission', async () => {
    signIn({ role: 'admin' })
    rolesApi()
    renderApp('/admin-dashboard/roles')
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Management' })).toBeTruthy()
    await screen.findByRole('rowheader', { name: /^Editor/ })
    expect(screen.getByRole('columnheader', { name: 'People' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Moderate' })).toBeTruthy()
    const cells = within(row('Editor')).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells).toHaveLength(permissions.length)
    expect(cells.filter((text) => text?.includes('Yes'))).toHaveLength(3)
    expect(within(row('Editor')).getByText(/Built in · 1 account$/)).toBeTruthy()
    expect(within(row('Reviewers')).getByText(/Added by staff · 0 accounts/)).toBeTruthy()
    // Built-in roles have no Delete; admin's permissions cannot change.
    expect(within(row('Editor')).queryByRole('button', { name: /^Delete/ })).toBeNull()
    expect(within(row('Reviewers')).getByRole('button', { name: 'Delete Reviewers' })).toBeTruthy()
    expect((within(row('Admin')).getByRole('button', { name: 'Change permissions: Admin' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('creates a role with the permissions chosen; those the staff member lacks are offered disabled', async () => {
    signIn({ role: 'roles-desk', roleName: 'Roles desk', permissions: ['roles.manage', 'content.edit', 'catalogue.edit'] })
    const server = rolesApi({ 'POST /api/admin/roles': new Reply(201, { data: { ...reviewers, slug: 'catalogue-team', name: 'Catalogue team' }, message: 'Role created.' }) })
    renderApp('/admin-dashboard/roles')
    await screen.findByRole('rowheader', { name: /^Editor/ })
    // A role holding what this person lacks cannot be changed by them.
    expect(within(row('Editor')).getByText(/You cannot change it/)).toBeTruthy()
    expect(within(row('Reviewers')).getByRole('button', { name: 'Rename: Reviewers' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'New role' }))
    const dialog = await screen.findByRole('dialog', { name: 'New role' })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Catalogue team' } })
    const manageAccounts = within(dialog).getByRole('checkbox', { name: 'Manage accounts' }) as HTMLInputElement
    expect(manageAccounts.disabled).toBe(true)
    expect(within(dialog).getByText(/Permissions you do not hold yourself are greyed out/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Catalogue' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pages and templates' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.sent('POST /api/admin/roles')).toEqual([{ name: 'Catalogue team', permissions: ['content.edit', 'catalogue.edit'] }])
    expect(await screen.findByText('Role created.')).toBeTruthy()
  })

  it('asks for the password with a permission change, and shows the server’s demand for it on the field', async () => {
    signIn({ role: 'admin' })
    const patched: unknown[] = []
    const server = rolesApi({
      'PATCH /api/admin/roles/:slug': async ({ request }) => {
        const body = (await request.json()) as { password?: string }
        patched.push(body)
        if (!body.password) return new Reply(403, { code: 'step_up_required', message: 'Please enter your password again to make this change.' })
        if (body.password !== 'right-one') return new Reply(400, { code: 'validation', message: 'Your password is wrong', issues: [{ path: 'password', message: 'Your password is wrong' }] })
        return { ...reviewers, permissions: ['content.edit', 'audit.read'] }
      },
    })
    renderApp('/admin-dashboard/roles')
    await screen.findByRole('rowheader', { name: /^Reviewers/ })
    fireEvent.click(within(row('Reviewers')).getByRole('button', { name: 'Change permissions: Reviewers' }))
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Reviewers' })
    expect((within(dialog).getByRole('checkbox', { name: 'Pages and templates' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Audit log' }))
    const save = within(dialog).getByRole('button', { name: 'Save permissions' })
    fireEvent.click(save)
    const password = within(dialog).getByLabelText('Your password')
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('Please enter your password again to make this change.')).toBeTruthy()

    fireEvent.change(password, { target: { value: 'wrong-one' } })
    fireEvent.click(save)
    expect(await within(dialog).findByText('Your password is wrong')).toBeTruthy()
    fireEvent.change(password, { target: { value: 'right-one' } })
    fireEvent.click(save)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(patched).toEqual([
      { permissions: ['content.edit', 'audit.read'] },
      { permissions: ['content.edit', 'audit.read'], password: 'wrong-one' },
      { permissions: ['content.edit', 'audit.read'], password: 'right-one' },
    ])
    expect(server.requested().filter((r) => r === 'GET /api/admin/roles').length).toBeGreaterThan(1)
  })
})
