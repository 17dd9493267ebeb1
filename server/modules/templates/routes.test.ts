import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TemplateMapResponse, templateKinds } from '../../../contract/templates.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { readZipEntry } from '../../../tests/setup/zip.ts'
import { createTemplateFile, minimalLatex } from '../../seed/factories/templates.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const map = async () => {
  const res = await t.guest.get('/api/templates')
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(TemplateMapResponse, res.json()).data
}

describe('GET /api/templates', () => {
  it('answers every kind, each starting with a Word and a LaTeX template, to a visitor', async () => {
    const data = await map()
    expect(Object.keys(data)).toEqual([...templateKinds])
    for (const kind of templateKinds) {
      expect(data[kind].map((f) => f.format), kind).toEqual(expect.arrayContaining(['docx', 'tex']))
      for (const file of data[kind]) {
        expect(file.path).toMatch(/^templates\/[0-9a-f-]{36}\.(docx|tex|pdf)$/)
        expect(file.sizeBytes).toBeGreaterThan(0)
        expect(new Date(file.updatedAt).getTime()).not.toBeNaN()
      }
    }
  })

  it('lists a kind’s files by name', async () => {
    const b = await createTemplateFile(t.db, t.storage, { kind: 'letters-to-editor', name: 'zz Letter B' })
    const a = await createTemplateFile(t.db, t.storage, { kind: 'letters-to-editor', name: 'zz Letter A' })
    const names = (await map())['letters-to-editor'].map((f) => f.name)
    expect(names.indexOf(a.name)).toBeLessThan(names.indexOf(b.name))
  })

  it('answers a stale token with 401, so the client clears it', async () => {
    expect((await t.client({ token: 'not-a-real-session-token-at-all-0123456789abc' }).get('/api/templates')).statusCode).toBe(401)
  })
})

describe('GET /api/serve-file/templates/{file}', () => {
  const download = (path: string, token?: string) => (token ? t.client({ token }) : t.guest).get(`/api/serve-file/${path}`)

  it('gives a signed-in member the Word document as an attachment named after the template', async () => {
    const docx = (await map())['case-report'].find((f) => f.format === 'docx')!
    const member = await t.signIn()
    const res = await download(docx.path, member.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(res.headers['content-disposition']).toBe('attachment; filename="Case-Report-Word.docx"')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.rawPayload.byteLength).toBe(docx.sizeBytes)
    expect(readZipEntry(res.rawPayload, 'word/document.xml')).toContain('Case presentation')
  })

  it('gives the LaTeX source as text', async () => {
    const tex = (await map())['clinical-research'].find((f) => f.format === 'tex')!
    const res = await download(tex.path, (await t.signIn()).token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-tex')
    expect(res.body).toContain('CONSORT 2010')
  })

  it('asks a visitor, and a token that names no session, to sign in', async () => {
    const file = await createTemplateFile(t.db, t.storage)
    const visitor = await download(file.storedPath)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toMatchObject({ message: 'Please login or register' })
    expect((await download(file.storedPath, 'not-a-real-session-token-at-all-0123456789abc')).statusCode).toBe(401)
  })

  it('serves a template whose path is encoded as one segment, with the same sign-in and plan check', async () => {
    const file = await createTemplateFile(t.db, t.storage, { data: minimalLatex('Members only.') })
    const spellings = [`/api/serve-file/${encodeURIComponent(file.storedPath)}`, `/api/serve-file/templates%2f${file.storedPath.slice(10)}`]
    const { token } = await t.signIn()
    for (const url of spellings) {
      const visitor = await t.guest.get(url)
      expect(visitor.statusCode, url).toBe(401)
      expect(visitor.body).not.toContain('Members only.')
      const member = await t.client({ token }).get(url)
      expect(member.statusCode, url).toBe(200)
      expect(member.headers['content-disposition']).toMatch(/^attachment; filename=/)
      expect(member.body).toContain('Members only.')
    }
  })

  it('answers 404 for a file it does not know, a file on disk it has no record of, and odd names; never a 5xx', async () => {
    const { token } = await t.signIn()
    await t.storage.write('templates/00000000-0000-4000-8000-000000000000.tex', minimalLatex())
    for (const name of ['00000000-0000-4000-8000-000000000000.tex', '11111111-1111-4111-8111-111111111111.docx', 'x.docx', '..%2F..%2Fpackage.json', '%00', 'a'.repeat(600)]) {
      const res = await download(`templates/${name}`, token)
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, name).toBeLessThan(500)
      expect(res.body).not.toContain('documentclass')
    }
  })

  it('serves a file as often as a member asks: downloads are not counted', async () => {
    const file = await createTemplateFile(t.db, t.storage)
    const member = t.client({ token: (await t.signIn()).token })
    const answers = await Promise.all(Array.from({ length: 15 }, () => member.get(`/api/serve-file/${file.storedPath}`)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(15).fill(200))
  })
})
