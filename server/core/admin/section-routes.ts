import type { FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import { sectionPermission, type AdminSectionId } from '../../../contract/admin-sections.ts'
import { recordAudit, staffActor } from '../audit.ts'
import type { AdminSection } from './scope.ts'

type Schema<T> = v.GenericSchema<unknown, T>

/** A list's query: its page and search, and whatever else a section's list schema reads. */
export type ListQuery = { page: number; search?: string | undefined }

/** What a section's service does for staff; it throws each refusal (not found, a field's rule) as an HttpError. */
export interface SectionService<Id, Input, Patch, Item, Query extends ListQuery = ListQuery> {
  /**
   * One page of the list in the section's order; `search` as staff typed it, none when empty, and `query` the whole
   * list query as the section's schema read it, for a section that filters by more (Courses: the course types).
   */
  page(search: string | undefined, page: number, query: Query): Promise<unknown>
  item(id: Id): Promise<Item>
  create(input: Input): Promise<Item>
  /** Only the fields sent change. */
  update(id: Id, patch: Patch): Promise<Item>
  remove(id: Id): Promise<void>
}

/** A plain section: which one it is, its contract schemas and its service. */
export interface SectionDeclaration<Id, Input, Patch, Item, Query extends ListQuery = ListQuery> {
  /**
   * The section (contract/admin-sections.ts), whose permission its routes need: `vacancies` serves
   * `/api/admin/vacancies` and `/api/admin/vacancies/:id`.
   */
  section: AdminSectionId
  schemas: {
    list: Schema<Query>
    params: Schema<{ id: Id }>
    input: Schema<Input>
    patch: Schema<Patch>
  }
  service: SectionService<Id, Input, Patch, Item, Query>
  /** What staff are told after each change. */
  messages: { created: string | ((item: Item) => string); updated: string; deleted: string }
  /** What the audit log calls an item: its title or name. */
  summary: (item: Item) => string
}

/**
 * A section's list, read, create, edit and delete routes: `GET /path?page&search`, `POST /path` (201), and
 * `GET`, `PATCH` and `DELETE /path/:id`, each answering `{ data, message? }`. Every change is recorded in the audit
 * log (area and record type: the path) with the item as it was and as it is.
 */
export function sectionRoutes<Id, Input, Patch, Item, Query extends ListQuery = ListQuery>({
  section: path,
  schemas,
  service,
  messages,
  summary,
}: SectionDeclaration<Id, Input, Patch, Item, Query>): AdminSection {
  return async (app, { db }) => {
    const config = { permission: sectionPermission(path) }
    const list = `/${path}`
    const one = `/${path}/:id`
    // The service makes each change in its own transaction, so the entry follows the change it records.
    const audit = (request: FastifyRequest, action: string, id: Id, before: Item | undefined, after: Item | undefined) =>
      recordAudit(db, staffActor(request), { area: path, action, record: { type: path, id: String(id), summary: summary((after ?? before)!) }, before, after })

    app.get(list, { config, schema: { querystring: schemas.list } }, async (request) => {
      // The query has passed `schemas.list`.
      const query = request.query as Query
      return { data: await service.page(query.search || undefined, query.page, query) }
    })

    // The body has passed `schemas.input`; Fastify's type for it cannot follow a type parameter.
    app.post(list, { config, schema: { body: schemas.input } }, async (request, reply) => {
      const item = await service.create(request.body as Input)
      await audit(request, 'create', (item as { id: Id }).id, undefined, item)
      return reply.status(201).send({ data: item, message: typeof messages.created === 'string' ? messages.created : messages.created(item) })
    })

    // The edit form opened from a link or after a reload reads its item here.
    app.get(one, { config, schema: { params: schemas.params } }, async (request) => ({ data: await service.item(request.params.id) }))

    app.patch(one, { config, schema: { params: schemas.params, body: schemas.patch } }, async (request) => {
      const before = await service.item(request.params.id)
      const after = await service.update(request.params.id, request.body as Patch)
      await audit(request, 'update', request.params.id, before, after)
      return { data: after, message: messages.updated }
    })

    app.delete(one, { config, schema: { params: schemas.params } }, async (request) => {
      const before = await service.item(request.params.id)
      await service.remove(request.params.id)
      await audit(request, 'delete', request.params.id, before, undefined)
      return { data: null, message: messages.deleted }
    })
  }
}
