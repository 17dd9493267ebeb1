import type { FastifyRequest } from 'fastify'
import { CategoryBody, CategoryListParams, CategoryParams, CategoryPatch, categoryListTitles, MergeBody, type CategoryList, type CategoryValue } from '../../../contract/categories.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { recordAudit, staffActor, type AuditEntry } from '../../core/audit.ts'
import type { CategoriesService } from './service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/**
 * A merge rewrites every record of a value at once; a staff member merging faster than a person reads the
 * confirmation is a script gone wrong, and each one holds the list's lock while it runs.
 */
export const mergesPerStaff = { name: 'category-merges', max: 30, windowMs: 15 * 60_000, message: 'Too many merges at once. Please wait a few minutes and try again.' }

/** Category Management: `/api/admin/categories/{list}` and its values; every change is in the audit log. */
export const categoriesRoutes =
  ({ service, limiter }: { service: CategoriesService; limiter: Limiter }): AdminSection =>
  async (app, { db }) => {
    const config = { permission: sectionPermission('categories') }
    const record = (list: CategoryList, value: CategoryValue) => ({ type: `category:${list}`, id: value.id, summary: value.title })
    const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'area'>) => recordAudit(db, staffActor(request), { area: 'categories', ...entry })
    const noun = (list: CategoryList) => categoryListTitles[list].noun
    const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1)

    app.get('/categories/:list', { config, schema: { params: CategoryListParams } }, async (request) => ({ data: await service.list(request.params.list) }))

    app.post('/categories/:list', { config, schema: { params: CategoryListParams, body: CategoryBody } }, async (request, reply) => {
      const { list } = request.params
      const created = await service.create(list, request.body)
      await audit(request, { action: 'create', record: record(list, created), after: created })
      return reply.status(201).send({ data: created, message: `${capital(noun(list))} added.` })
    })

    app.patch('/categories/:list/:id', { config, schema: { params: CategoryParams, body: CategoryPatch } }, async (request) => {
      const { list, id } = request.params
      const before = await service.value(list, id)
      const after = await service.update(list, id, request.body)
      const action = request.body.retired === true ? 'retire' : request.body.retired === false ? 'restore' : request.body.title !== undefined ? 'rename' : 'move'
      await audit(request, { action, record: record(list, after), before, after })
      return { data: after, message: `${capital(noun(list))} saved.` }
    })

    app.delete('/categories/:list/:id', { config, schema: { params: CategoryParams } }, async (request) => {
      const { list, id } = request.params
      const before = await service.value(list, id)
      await service.remove(list, id)
      await audit(request, { action: 'delete', record: record(list, before), before })
      return { data: null, message: `${capital(noun(list))} deleted.` }
    })

    app.post('/categories/:list/:id/merge', { config, schema: { params: CategoryParams, body: MergeBody } }, async (request) => {
      const { list, id } = request.params
      await limiter.take(mergesPerStaff, signedIn(request).user.id)
      const before = { from: await service.value(list, id), into: await service.value(list, request.body.into).catch(() => null) }
      const after = await service.merge(list, id, request.body.into)
      await audit(request, { action: 'merge', record: record(list, after.from), before, after })
      return { data: after, message: `'${after.from.title}' merged into '${after.into.title}'.` }
    })
  }
