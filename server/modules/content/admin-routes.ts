import type * as v from 'valibot'
import {
  ContentItemParams,
  NewPage,
  PagePatch,
  RevisionParams,
  RevisionsQuery,
  SectionPatch,
  type ContentKind,
  type PageFields,
  type SectionFields,
} from '../../../contract/admin-content.ts'
import type { AdminScope, AdminSection } from '../../core/admin/scope.ts'
import { staffActor } from '../../core/audit.ts'
import type { ContentEditing } from './drafts.ts'
import type { Fields } from './editable.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

const config = { permission: sectionPermission('content') }

/** The draft, publish and revision routes of one kind, under /api/admin/content/{pages|sections}. */
function editingRoutes<F extends Fields>(app: AdminScope, path: ContentKind, editing: ContentEditing<F>, patch: v.GenericSchema<unknown, Partial<F>>, noun: string) {
  const base = `/content/${path}`
  app.get(base, { config }, async () => ({ data: await editing.list() }))

  app.get(`${base}/:slug`, { config, schema: { params: ContentItemParams } }, async (request) => ({ data: await editing.item(request.params.slug) }))

  app.patch(`${base}/:slug`, { config, schema: { params: ContentItemParams, body: patch } }, async (request) => ({
    data: await editing.saveDraft(request.params.slug, request.body as Partial<F>, staffActor(request)),
    message: 'Draft saved.',
  }))

  app.post(`${base}/:slug/publish`, { config, schema: { params: ContentItemParams } }, async (request) => ({
    data: await editing.publish(request.params.slug, staffActor(request)),
    message: `${noun} published.`,
  }))

  app.get(`${base}/:slug/revisions`, { config, schema: { params: ContentItemParams, querystring: RevisionsQuery } }, async (request) => ({
    data: await editing.revisions(request.params.slug, request.query.page),
  }))

  app.post(`${base}/:slug/revisions/:id/restore`, { config, schema: { params: RevisionParams } }, async (request) => ({
    data: await editing.restore(request.params.slug, request.params.id, staffActor(request)),
    message: 'Revision restored as a draft. Publish it to show it on the site.',
  }))
}

/** Content Management's pages and sections: drafts, preview data, publishing and revisions. */
export const adminContentRoutes =
  ({ pages, sections }: { pages: ContentEditing<PageFields>; sections: ContentEditing<SectionFields> }): AdminSection =>
  async (app) => {
    editingRoutes(app, 'pages', pages, PagePatch, 'Page')
    editingRoutes(app, 'sections', sections, SectionPatch, 'Section')

    app.post('/content/pages', { config, schema: { body: NewPage } }, async (request, reply) => {
      const { slug, title } = request.body
      const created = await pages.create(slug, { slug, title, description: '', content: '' }, staffActor(request))
      return reply.status(201).send({ data: created, message: 'Page added as a draft.' })
    })
  }
