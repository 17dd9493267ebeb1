import { readdir } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminTemplateListResponse, AdminTemplateResponse } from '../../../contract/admin-templates.ts'
import { TEMPLATE_MAX_BYTES, TemplateMapResponse } from '../../../contract/templates.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { multipartForm } from '../../../tests/setup/multipart.ts'
import { createTemplateFile, minimalLatex } from '../../seed/factories/templates.ts'
import { unique } from '../../seed/factories/unique.ts'
import { writeDocx } from '../../seed/templates/docx-writer.ts'
import { articleKinds } from '../../seed/templates/article-kinds.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof t.signIn>>
let docx: Buffer
beforeAll(async () => {
  // Its own files directory: "nothing written" compares the stored files, which other files' uploads add to meanwhile.
  t = await createTestApp({ ownDatabase: true })
  admin = await t.signIn({ role: 'admin', name: 'Asha Admin' })
  docx = await writeDocx(articleKinds[0]!)
})
afterAll(() => t.close())

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
/** A zip that is no Word document: an empty archive's end record. */
const plainZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)])

const send = (method: 'POST', url: string, fields: Record<string, string>, file?: { filename: string; data: Buffer; contentType?: string }, headers: Record<string, string> = admin.headers) => {
  const body = multipartForm(fields, file && { field: 'file', filename: file.filename, contentType: file.contentType ?? 'application/octet-stream', data: file.data })
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload })
}
const upload = (fields: Record<string, string>, file?: { filename: string; data: Buffer; contentType?: string }) => send('POST', '/api/admin/templates', fields, file)

const storedFiles = async () => readdir(path.join(t.storage.root, 'templates'))
const rowsNamed = async (name: string) => t.db.selectFrom('template_files').selectAll().where('name', '=', name).execute()
const publicMap = async () => v.parse(TemplateMapResponse, (await t.guest.get('/api/templates')).json()).data

/** Nothing was written: no row by that name and no new file in storage. */
async function expectNothingWritten(name: string, filesBefore: string[]) {
  expect(await rowsNamed(name)).toEqual([])
  expect((await storedFiles()).sort()).toEqual(filesBefore.sort())
}

describe('who may manage templates', () => {
  it('refuses a visitor with 401 and anyone but an admin with 403, writing nothing', async () => {
    const existing = await createTemplateFile(t.db, t.storage)
    const calls = [
      ['GET', '/api/admin/templates'],
      ['PATCH', `/api/admin/templates/${existing.id}`],
      ['DELETE', `/api/admin/templates/${existing.id}`],
    ] as const
    await expectAdminOnly(t, calls, { name: 'Renamed by a member' })
    expect((await rowsNamed(existing.name)).length).toBe(1)
    // Uploads too, before their body is read.
    const before = await storedFiles()
    const member = await t.signIn()
    expect((await send('POST', '/api/admin/templates', { kind: 'case-report', name: 'By a member' }, { filename: 'a.tex', data: minimalLatex() }, member.headers)).statusCode).toBe(403)
    expect((await send('POST', `/api/admin/templates/${existing.id}/file`, {}, { filename: 'a.tex', data: minimalLatex() }, {})).statusCode).toBe(401)
    await expectNothingWritten('By a member', before)
  })
})

describe('Templates Management', () => {
  it.each([
    ['a Word document', 'paper.docx', () => docx, 'docx'],
    ['a LaTeX source sent with no declared type', 'paper', () => minimalLatex(), 'tex'],
    ['a PDF named .bin', 'paper.bin', () => pdf, 'pdf'],
  ] as const)('uploads %s under a kind, typed by its content, and members see it at once', async (_label, filename, data, format) => {
    const name = unique('Uploaded')
    const res = await upload({ kind: 'case-series', name }, { filename, data: data() })
    expect(res.statusCode, res.body).toBe(201)
    const { data: file, message } = v.parse(AdminTemplateResponse, res.json())
    expect(message).toBe('Template uploaded.')
    expect(file).toMatchObject({ name, kind: 'case-series', format, sizeBytes: data().length, updatedBy: 'Asha Admin' })
    expect((await publicMap())['case-series'].map((f) => f.id)).toContain(file.id)
    const member = await t.signIn()
    const download = await member.api.get(`/api/serve-file/${file.path}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(data())).toBe(true)
  })

  it('lists every file with its kind and who changed it last', async () => {
    const res = await t.client({ token: admin.token }).get('/api/admin/templates')
    expect(res.statusCode).toBe(200)
    const list = v.parse(AdminTemplateListResponse, res.json()).data
    expect(list.filter((f) => f.kind === 'general-research-article' && f.updatedBy === null).map((f) => f.format)).toEqual(expect.arrayContaining(['docx', 'tex']))
  })

  it.each([
    ['an image named .docx', 'paper.docx', png],
    ['a zip that is no Word document', 'paper.docx', plainZip],
    ['plain text named .tex', 'paper.tex', Buffer.from('Just some notes, no document class.')],
    ['text with a NUL byte', 'paper.tex', Buffer.concat([minimalLatex(), Buffer.from([0])])],
    ['bytes that are not UTF-8', 'paper.tex', Buffer.concat([Buffer.from('\\documentclass{article}'), Buffer.from([0xc3, 0x28])])],
    ['an HTML page', 'paper.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s with 415 and a field message, writing nothing', async (_label, filename, data) => {
    const name = unique('Refused')
    const before = await storedFiles()
    const res = await upload({ kind: 'case-report', name }, { filename, data, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type', issues: [{ path: 'file' }] })
    await expectNothingWritten(name, before)
  })

  it('refuses a file over 10 MB with 413 and writes nothing', async () => {
    const name = unique('Too big')
    const before = await storedFiles()
    const big = Buffer.concat([minimalLatex(), Buffer.alloc(TEMPLATE_MAX_BYTES + 1, 0x20)])
    const res = await upload({ kind: 'case-report', name }, { filename: 'big.tex', data: big })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ message: 'The file is larger than 10 MB. Please choose a smaller file.', issues: [{ path: 'file' }] })
    await expectNothingWritten(name, before)
  })

  it.each([
    ['no article type', { name: 'No kind' }, 'kind', 'Field required'],
    ['an unknown article type', { kind: 'poem', name: 'Bad kind' }, 'kind', 'Choose an article type from the list'],
    ['a blank name', { kind: 'case-report', name: '   ' }, 'name', 'Field required'],
    ['a name over 120 characters', { kind: 'case-report', name: 'n'.repeat(121) }, 'name', 'Name may be at most 120 characters'],
    ['a name with control characters', { kind: 'case-report', name: 'Bad\u0007name' }, 'name', 'Name may hold letters, digits and punctuation only'],
  ])('refuses %s with 400 and its field message, writing nothing', async (_label, fields, field, message) => {
    const before = await storedFiles()
    const res = await upload(fields, { filename: 'a.tex', data: minimalLatex() })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ path: field, message })
    expect((await storedFiles()).sort()).toEqual(before.sort())
  })

  it('refuses a body with no file, a second file field, or one that is not multipart, never with a 5xx', async () => {
    const before = await storedFiles()
    const noFile = await upload({ kind: 'case-report', name: 'No file' })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().issues).toEqual([{ path: 'file', message: 'Please choose a file to upload.' }])
    const json = await t.client({ token: admin.token }).post('/api/admin/templates', { kind: 'case-report', name: 'JSON' })
    expect(json.statusCode).toBe(415)
    const cut = await t.app.inject({ method: 'POST', url: '/api/admin/templates', headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc' })
    expect(cut.statusCode).toBeGreaterThanOrEqual(400)
    expect(cut.statusCode).toBeLessThan(500)
    const wrongField = await send('POST', '/api/admin/templates', { kind: 'case-report', name: 'Wrong field' }, undefined)
    expect(wrongField.statusCode).toBe(400)
    expect((await storedFiles()).sort()).toEqual(before.sort())
  })

  it('replaces a file’s content under a new path; the old bytes are gone and the old path no longer serves', async () => {
    const file = await createTemplateFile(t.db, t.storage, { kind: 'review-article' })
    const res = await send('POST', `/api/admin/templates/${file.id}/file`, {}, { filename: 'new.docx', data: docx })
    expect(res.statusCode, res.body).toBe(200)
    const replaced = v.parse(AdminTemplateResponse, res.json()).data
    expect(replaced).toMatchObject({ id: file.id, name: file.name, kind: 'review-article', format: 'docx', sizeBytes: docx.length, updatedBy: 'Asha Admin' })
    expect(replaced.path).not.toBe(file.storedPath)
    expect(await t.storage.exists(file.storedPath)).toBe(false)
    const member = await t.signIn()
    expect((await member.api.get(`/api/serve-file/${file.storedPath}`)).statusCode).toBe(404)
    expect((await member.api.get(`/api/serve-file/${replaced.path}`)).statusCode).toBe(200)
  })

  it('keeps a file as it was when its replacement is refused', async () => {
    const file = await createTemplateFile(t.db, t.storage)
    const before = await storedFiles()
    const res = await send('POST', `/api/admin/templates/${file.id}/file`, {}, { filename: 'x.docx', data: png })
    expect(res.statusCode).toBe(415)
    expect((await storedFiles()).sort()).toEqual(before.sort())
    expect((await rowsNamed(file.name))[0]).toMatchObject({ stored_path: file.storedPath })
  })

  it('answers 404 to replacing a file that does not exist, leaving no bytes behind', async () => {
    const before = await storedFiles()
    const res = await send('POST', '/api/admin/templates/00000000-0000-4000-8000-000000000000/file', {}, { filename: 'a.tex', data: minimalLatex() })
    expect(res.statusCode).toBe(404)
    expect((await storedFiles()).sort()).toEqual(before.sort())
  })

  it('renames and moves a file to another kind', async () => {
    const file = await createTemplateFile(t.db, t.storage, { kind: 'case-report' })
    const name = unique('Moved')
    const res = await t.client({ token: admin.token }).patch(`/api/admin/templates/${file.id}`, { name: `  ${name}  `, kind: 'brief-communication' })
    expect(res.statusCode, res.body).toBe(200)
    expect(v.parse(AdminTemplateResponse, res.json()).data).toMatchObject({ id: file.id, name, kind: 'brief-communication', path: file.storedPath, updatedBy: 'Asha Admin' })
    const map = await publicMap()
    expect(map['brief-communication'].map((f) => f.name)).toContain(name)
    expect(map['case-report'].map((f) => f.id)).not.toContain(file.id)
  })

  it.each([
    ['nothing to change', {}, 'Send a new name or a new article type'],
    ['an unknown kind', { kind: 'novel' }, 'Choose an article type from the list'],
    ['a long name', { name: 'x'.repeat(121) }, 'Name may be at most 120 characters'],
  ])('refuses a change with %s (400), changing nothing', async (_label, patch, message) => {
    const file = await createTemplateFile(t.db, t.storage)
    const res = await t.client({ token: admin.token }).patch(`/api/admin/templates/${file.id}`, patch)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect((await rowsNamed(file.name))[0]).toMatchObject({ kind: file.kind })
  })

  it('deletes a file and its stored bytes', async () => {
    const file = await createTemplateFile(t.db, t.storage)
    const res = await t.client({ token: admin.token }).delete(`/api/admin/templates/${file.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: null, message: 'Template deleted.' })
    expect(await rowsNamed(file.name)).toEqual([])
    expect(await t.storage.exists(file.storedPath)).toBe(false)
    expect((await t.client({ token: admin.token }).delete(`/api/admin/templates/${file.id}`)).statusCode).toBe(404)
  })

  it.each(['not-a-uuid', '1', '..%2F..%2Fetc'])('answers an id such as %s with 4xx, never a 5xx', async (id) => {
    const api = t.client({ token: admin.token })
    for (const res of [await api.patch(`/api/admin/templates/${id}`, { name: 'x' }), await api.delete(`/api/admin/templates/${id}`)]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
    }
  })
})
