import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuditFacetsResponse, AuditListResponse, type AuditEntry } from '../../../contract/audit.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPost } from '../../seed/factories/community.ts'
import { unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof t.signIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn({ role: 'admin', name: `Audit Admin ${unique('a')}` })
})
afterAll(() => t.close())

const entries = async (client: ApiClient, query: string) => {
  const res = await client.get(`/api/admin/audit?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AuditListResponse, res.json()).data.entries
}
const mine = (query = '') => entries(admin.api, `actor=${admin.id}&${query}`)
const today = () => new Date().toISOString().slice(0, 10)

const plan = (title: string) => ({
  title,
  description: 'For departments',
  durationMonths: 12,
  price: 249_900,
  currency: 'INR',
  featureSlugs: ['vacancies'],
  position: 7,
  status: 'offered',
})

describe('the audit log', () => {
  it('records a section’s create, edit and delete with who, their role, the values before and after, and the address', async () => {
    const title = `Audited plan ${unique('p')}`
    const created = await admin.api.post('/api/admin/plans', plan(title))
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id as number
    expect((await admin.api.patch(`/api/admin/plans/${id}`, { price: 199_900 })).statusCode).toBe(200)
    expect((await admin.api.delete(`/api/admin/plans/${id}`)).statusCode).toBe(200)

    const timeline = await entries(admin.api, `recordType=plans&recordId=${id}`)
    expect(timeline.map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
    const [deleted, updated, made] = timeline as [AuditEntry, AuditEntry, AuditEntry]
    expect(made).toMatchObject({ area: 'plans', actor: { id: admin.id, name: admin.name, role: 'Admin' }, record: { type: 'plans', id: String(id), summary: title }, before: null, address: '127.0.0.1' })
    expect(updated.before).toMatchObject({ price: 249_900 })
    expect(updated.after).toMatchObject({ price: 199_900 })
    expect(deleted).toMatchObject({ before: { title }, after: null })
  })

  it('records community moderation there too, and the Moderation log reads it', async () => {
    const author = await t.signIn({ name: `Author ${unique('m')}` })
    const postId = await createPost(t.db, author.id, { title: `Off-topic ${unique('t')}` })
    expect((await admin.api.delete(`/api/community-posts/${postId}/delete`)).statusCode).toBe(200)
    const [entry] = await mine(`area=community&recordId=${postId}`)
    expect(entry).toMatchObject({ action: 'delete', record: { type: 'post', id: postId }, after: { authorId: author.id, authorName: author.name }, actor: { role: 'Admin' } })
    const log = (await admin.api.get('/api/admin/community/log')).json().data.actions as { targetId: string; authorName: string }[]
    expect(log.find((action) => action.targetId === postId)).toMatchObject({ authorName: author.name })
  })

  it('records every refused staff request of a signed-in person', async () => {
    const moderator = await t.signIn({ role: 'moderator' })
    expect((await moderator.api.get('/api/admin/plans')).statusCode).toBe(403)
    const [entry] = await entries(admin.api, `actor=${moderator.id}`)
    expect(entry).toMatchObject({ area: 'admin', action: 'denied', actor: { role: 'Moderator' }, after: { method: 'GET', path: '/api/admin/plans' } })
  })

  it('filters by area, action and days, both ends included', async () => {
    await admin.api.post('/api/admin/writing-services', { title: `Audited service ${unique('s')}` })
    const found = await mine(`area=enquiries&action=service.create&from=${today()}&to=${today()}`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((entry) => entry.area === 'enquiries' && entry.action === 'service.create')).toBe(true)
    expect(await mine(`area=enquiries&to=2020-01-01`)).toEqual([])
  })

  it('offers the staff who acted and the areas with their actions as choices', async () => {
    const facets = v.parse(AuditFacetsResponse, (await admin.api.get('/api/admin/audit/facets')).json()).data
    expect(facets.actors).toContainEqual({ id: admin.id, name: admin.name })
    expect(facets.areas.find((area) => area.area === 'plans')?.actions).toEqual(expect.arrayContaining(['create', 'delete', 'update']))
  })

  it('exports the filtered log as CSV, with formulas made harmless, and records the export', async () => {
    const title = `=HYPERLINK("http://evil.example") ${unique('x')}`
    const created = await admin.api.post('/api/admin/plans', plan(title))
    const id = created.json().data.id as number
    const res = await admin.api.get(`/api/admin/audit/export.csv?recordType=plans&recordId=${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"')
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('When,Staff member,Role,Area,Action,Record type,Record id,Record,Before,After,Reason,Address')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"") `)
    expect((await mine('area=audit&action=export'))[0]?.after).toEqual({ recordType: 'plans', recordId: String(id) })
    await admin.api.delete(`/api/admin/plans/${id}`)
  })

  it('lets each staff member export ten times an hour, recording only the exports made', async () => {
    const auditor = await t.signIn({ role: 'admin' })
    const exportsBy = async (id: string) =>
      Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('actor_id', '=', id).where('action', '=', 'export').executeTakeFirstOrThrow()).n)
    for (let i = 0; i < 10; i++) expect((await auditor.api.get(`/api/admin/audit/export.csv?actor=${auditor.id}`)).statusCode).toBe(200)
    const refused = await auditor.api.get(`/api/admin/audit/export.csv?actor=${auditor.id}`)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ message: 'Too many exports. Please wait an hour and try again.' })
    expect(await exportsBy(auditor.id)).toBe(10)
    // Another staff member's exports are their own.
    expect((await admin.api.get(`/api/admin/audit/export.csv?actor=${auditor.id}`)).statusCode).toBe(200)
  })

  it('answers bad filters with a 400 naming the field', async () => {
    for (const [query, path] of [
      ['actor=not-a-uuid', 'actor'],
      ['from=2026-02-30', 'from'],
      ['to=26-11-2026', 'to'],
      ['area=DROP%20TABLE', 'area'],
      [`recordId=${'x'.repeat(81)}`, 'recordId'],
      ['page=0', 'page'],
    ]) {
      const res = await admin.api.get(`/api/admin/audit?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().issues.map((issue: { path: string }) => issue.path), query).toContain(path)
    }
  })

  it('is read only by staff who may read it: a moderator, an editor and support are refused', async () => {
    await expectAdminOnly(t, [['GET', '/api/admin/audit'], ['GET', '/api/admin/audit/facets'], ['GET', '/api/admin/audit/export.csv']], {}, { permission: 'audit.read' })
  })

  it('cannot be changed or emptied, even by a statement sent straight to the database', async () => {
    await admin.api.get(`/api/admin/audit?recordId=${randomUUID()}`)
    const [entry] = await mine()
    await expect(sql`UPDATE audit_log SET actor_name = 'someone else' WHERE id = ${entry!.id}`.execute(t.db)).rejects.toThrow('append-only')
    await expect(sql`DELETE FROM audit_log WHERE id = ${entry!.id}`.execute(t.db)).rejects.toThrow('append-only')
    await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow('append-only')
    expect((await mine())[0]).toEqual(entry)
  })
})
