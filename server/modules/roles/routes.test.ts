import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminRoleResponse, AdminRolesResponse, roleMessages } from '../../../contract/roles.ts'
import type { Permission } from '../../../contract/permissions.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PASSWORD = 'roles-admin-42'
const admin = () => t.signIn({ role: 'admin', password: PASSWORD })

/** A role of the test's own, straight in the table, held by nobody yet. */
async function customRole(permissions: Permission[], name = unique('Role')) {
  const slug = unique('role').toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await t.db.insertInto('roles').values({ slug, name, permissions }).execute()
  return slug
}
const stored = (slug: string) => t.db.selectFrom('roles').selectAll().where('slug', '=', slug).executeTakeFirst()
// Connecting to an expert is a paid feature staff may use: a staff member gets past the plan check to 'Expert not found'.
const expertChat = (api: { post: (url: string, body: object) => Promise<{ statusCode: number }> }) =>
  api.post('/api/conversations/create', { userId: '00000000-0000-4000-8000-000000000000' })
const auditOf = (slug: string) => t.db.selectFrom('audit_log').selectAll().where('record_type', '=', 'role').where('record_id', '=', slug).orderBy('id').execute()

describe('/api/admin/roles', () => {
  it('is for those who manage roles: everyone else is refused and nothing changes', async () => {
    const slug = await customRole(['content.edit'])
    await expectAdminOnly(
      t,
      [
        ['GET', '/api/admin/roles'],
        ['POST', '/api/admin/roles'],
        ['PATCH', `/api/admin/roles/${slug}`],
        ['DELETE', `/api/admin/roles/${slug}`],
      ],
      { name: unique('Refused'), permissions: [] },
      { permission: 'roles.manage' },
    )
    expect(await stored(slug)).toMatchObject({ permissions: ['content.edit'] })
  })

  it('lists every role with its permissions, whether it is built in, and how many accounts hold it', async () => {
    const slug = await customRole(['chats.answer'])
    await t.signIn({ role: slug })
    await t.signIn({ role: slug })
    const res = await (await admin()).api.get('/api/admin/roles')
    expect(res.statusCode).toBe(200)
    const { roles } = v.parse(AdminRolesResponse, res.json()).data
    expect(roles.slice(0, 6).map((r) => r.slug)).toEqual(['admin', 'editor', 'moderator', 'support', 'expert', 'user'])
    expect(roles[0]).toMatchObject({ name: 'Admin', builtIn: true })
    expect(roles[0]!.permissions).toHaveLength(13)
    expect(roles.find((r) => r.slug === slug)).toMatchObject({ permissions: ['chats.answer'], builtIn: false, holders: 2 })
  })

  it('creates a role with a slug made from its name, records it, and refuses a name taken in any case', async () => {
    const { api, id } = await admin()
    const name = `Reviewers ${unique('x')}`
    const res = await api.post('/api/admin/roles', { name, permissions: ['payments.read', 'content.edit', 'content.edit'] })
    expect(res.statusCode, res.body).toBe(201)
    const role = v.parse(AdminRoleResponse, res.json()).data
    expect(role).toMatchObject({ name, permissions: ['content.edit', 'payments.read'], builtIn: false, holders: 0 })
    expect(role.slug).toMatch(/^reviewers-x/)
    const [entry] = await auditOf(role.slug)
    expect(entry).toMatchObject({ actor_id: id, area: 'roles', action: 'create', summary: name, after: { name, permissions: ['content.edit', 'payments.read'] } })

    const again = await api.post('/api/admin/roles', { name: name.toUpperCase(), permissions: [] })
    expect(again.statusCode).toBe(409)
    expect(again.json().issues).toEqual([{ path: 'name', message: roleMessages.nameTaken }])
    // The same words with other punctuation make another slug.
    const twin = await api.post('/api/admin/roles', { name: `${name}!`, permissions: [] })
    expect(twin.statusCode).toBe(201)
    expect(twin.json().data.slug).toBe(`${role.slug}-2`)
  })

  it('refuses bad input on the field, and writes nothing', async () => {
    const { api } = await admin()
    const cases: [object, string][] = [
      [{ permissions: [] }, 'name'],
      [{ name: '   ', permissions: [] }, 'name'],
      [{ name: 'x'.repeat(61), permissions: [] }, 'name'],
      [{ name: 'Bad\u0000name', permissions: [] }, 'name'],
      [{ name: 'Unknown rights', permissions: ['users.delete'] }, 'permissions'],
      [{ name: 'Not a list', permissions: 'users.read' }, 'permissions'],
    ]
    for (const [body, field] of cases) {
      const res = await api.post('/api/admin/roles', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues[0].path.split('.')[0]).toBe(field)
    }
    expect(await t.db.selectFrom('roles').select('slug').where('name', 'in', ['Unknown rights', 'Not a list']).execute()).toEqual([])
  })

  it('lets nobody make, change or delete a role holding more than they hold', async () => {
    const manager = await t.signIn({ role: await customRole(['roles.manage', 'content.edit']) })
    const bigger = await customRole(['users.manage'])
    const name = unique('Too much')
    const create = await manager.api.post('/api/admin/roles', { name, permissions: ['content.edit', 'users.manage'] })
    expect(create.statusCode).toBe(403)
    expect(create.json().message).toBe(roleMessages.notYours)
    expect(await t.db.selectFrom('roles').select('slug').where('name', '=', name).executeTakeFirst()).toBeUndefined()

    expect((await manager.api.patch(`/api/admin/roles/${bigger}`, { name: 'Renamed' })).json().message).toBe(roleMessages.holdsMore)
    expect((await manager.api.delete(`/api/admin/roles/${bigger}`)).statusCode).toBe(403)
    const mine = await customRole(['content.edit'])
    const grant = await manager.api.patch(`/api/admin/roles/${mine}`, { permissions: ['content.edit', 'users.manage'], password: 'correct-horse-42' })
    expect(grant.statusCode).toBe(403)
    expect(await stored(bigger)).toMatchObject({ name: expect.not.stringMatching('Renamed'), permissions: ['users.manage'] })
    expect(await stored(mine)).toMatchObject({ permissions: ['content.edit'] })
    // What they hold themselves they may give.
    expect((await manager.api.post('/api/admin/roles', { name, permissions: ['content.edit'] })).statusCode).toBe(201)
  })

  it('renames without the password, and records the names before and after', async () => {
    const { api } = await admin()
    const slug = await customRole(['audit.read'], 'Old name ' + unique('n'))
    const res = await api.patch(`/api/admin/roles/${slug}`, { name: 'New name ' + slug })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ slug, name: 'New name ' + slug, permissions: ['audit.read'] })
    const [entry] = await auditOf(slug)
    expect(entry).toMatchObject({ action: 'update', before: { name: expect.stringMatching(/^Old name/) }, after: { name: 'New name ' + slug, permissions: ['audit.read'] } })
  })

  it('changes permissions only with the password again, and the holders’ rights change at once', async () => {
    const { api } = await admin()
    const slug = await customRole(['content.edit'])
    const holder = await t.signIn({ role: slug })
    // A staff member uses every plan feature: this remembered grant must go with the role's rights.
    expect((await expertChat(holder.api)).statusCode).toBe(404)
    expect((await holder.api.get('/api/admin/plans')).statusCode).toBe(403)

    const without = await api.patch(`/api/admin/roles/${slug}`, { permissions: ['plans.manage'] })
    expect(without.statusCode).toBe(403)
    expect(without.json().code).toBe('step_up_required')
    const wrong = await api.patch(`/api/admin/roles/${slug}`, { permissions: ['plans.manage'], password: 'not-it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues).toEqual([{ path: 'password', message: 'Your password is wrong' }])
    expect(await stored(slug)).toMatchObject({ permissions: ['content.edit'] })
    expect(await auditOf(slug)).toEqual([])

    const right = await api.patch(`/api/admin/roles/${slug}`, { permissions: ['plans.manage'], password: PASSWORD })
    expect(right.statusCode, right.body).toBe(200)
    expect((await holder.api.get('/api/admin/plans')).statusCode).toBe(200)
    expect((await holder.api.get('/api/user/get')).json().data.permissions).toEqual(['plans.manage'])
    const [entry] = await auditOf(slug)
    expect(entry).toMatchObject({ action: 'update', before: { permissions: ['content.edit'] }, after: { permissions: ['plans.manage'] } })

    // Within two minutes of the password, the session may change them again without it.
    expect((await api.patch(`/api/admin/roles/${slug}`, { permissions: [] })).statusCode).toBe(200)
    expect((await expertChat(holder.api)).statusCode).toBe(403)
  })

  it('keeps every permission on admin and none on members’ roles', async () => {
    const { api } = await admin()
    const res = await api.patch('/api/admin/roles/admin', { permissions: ['users.read'], password: PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'permissions', message: roleMessages.adminKeepsAll }])
    for (const slug of ['user', 'expert']) {
      const member = await api.patch(`/api/admin/roles/${slug}`, { permissions: ['chats.answer'], password: PASSWORD })
      expect(member.statusCode).toBe(400)
      expect(member.json().issues[0]).toEqual({ path: 'permissions', message: roleMessages.memberRole })
    }
    expect((await stored('admin'))!.permissions).toHaveLength(13)
    expect((await stored('user'))!.permissions).toEqual([])
    expect((await api.patch('/api/admin/roles/nobody', { name: 'x' })).statusCode).toBe(404)
    expect((await api.patch('/api/admin/roles/admin', {})).statusCode).toBe(400)
  })

  it('deletes a role nobody holds; never a built-in one or one that is held', async () => {
    const { api } = await admin()
    expect((await api.delete('/api/admin/roles/editor')).statusCode).toBe(409)
    const held = await customRole(['content.edit'])
    await t.signIn({ role: held })
    await t.signIn({ role: held })
    const refused = await api.delete(`/api/admin/roles/${held}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(roleMessages.inUse(2))
    expect(await stored(held)).toBeDefined()

    const free = await customRole(['content.edit'])
    expect((await api.delete(`/api/admin/roles/${free}`)).statusCode).toBe(200)
    expect(await stored(free)).toBeUndefined()
    expect(await auditOf(free)).toMatchObject([{ action: 'delete', before: { permissions: ['content.edit'] } }])
    expect((await api.delete(`/api/admin/roles/${free}`)).statusCode).toBe(404)
    expect((await api.delete('/api/admin/roles/..%2Fadmin')).statusCode).toBe(400)
  })
})
