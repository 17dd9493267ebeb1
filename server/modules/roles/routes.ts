import { RoleInput, RoleParams, RolePatch } from '../../../contract/roles.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import type { RolesService } from './service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/** Role Management under /api/admin/roles: everything in it needs `roles.manage`. */
export const rolesRoutes =
  (service: RolesService): AdminSection =>
  async (app) => {
    const config = { permission: sectionPermission('roles') }
    app.get('/roles', { config }, async () => ({ data: await service.list() }))

    app.post('/roles', { config, schema: { body: RoleInput } }, async (request, reply) =>
      reply.status(201).send({ data: await service.create(request, request.body), message: 'Role created.' }),
    )

    app.patch('/roles/:slug', { config, schema: { params: RoleParams, body: RolePatch } }, async (request) => ({
      data: await service.update(request, request.params.slug, request.body),
      message: 'Role saved.',
    }))

    app.delete('/roles/:slug', { config, schema: { params: RoleParams } }, async (request) => {
      await service.remove(request, request.params.slug)
      return { data: null, message: 'Role deleted.' }
    })
  }
