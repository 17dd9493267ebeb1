import { readdir } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MediaListResponse, MediaResponse, type MediaItem } from '../../../../contract/admin-site-content.ts'
import { expectAdminOnly } from '../../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../../tests/setup/api-app.ts'
import { multipartForm } from '../../../../tests/setup/multipart.ts'
import { createFile, createPage, createSection, createService } from '../../../seed/factories/content.ts'
import { unique } from '../../../seed/factories/unique.ts'
import { jpeg, png, webp } from '../../../../tests/setup/images.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let editor: Awaited<ReturnType<typeof t.signIn>>
beforeAll(async () => {
  t = await createTestApp()
  editor = await t.signIn({ role: 'editor', name: 'Esha Editor' })
})
afterAll(() => t.close())

type Client = { headers: Record<string, string> }
const upload = (fields: Record<string, string>, data?: Buffer, { as = editor as Client, filename = 'picture.png', contentType = 'image/png' } = {}) => {
  const body = multipartForm(fields, data && { field: 'file', filename, contentType, data })
  return t.app.inject({ method: 'POST', url: '/api/admin/content/media', headers: { ...as.headers, ...body.headers }, payload: body.payload })
}
const stored = async () => readdir(path.join(t.storage.root, 'media')).catch(() => [] as string[])
const rowsWithAlt = (alt: string) => t.db.selectFrom('files').select('id').where('alt', '=', alt).execute()
async function uploaded(alt: string, data: Buffer, options?: Parameters<typeof upload>[2]) {
  const res = await upload({ alt }, data, options)
  expect(res.statusCode, res.body).toBe(201)
  return v.parse(MediaResponse, res.json()).data
}
async function listed(id: string): Promise<MediaItem | undefined> {
  for (let page = 1; page < 50; page++) {
    const { media, hasMore } = v.parse(MediaListResponse, (await editor.api.get(`/api/admin/content/media?page=${page}`)).json()).data
    const found = media.find((m) => m.id === id)
    if (found || !hasMore) return found
  }
}
/** Refused with `status` and nothing written: no row with that description, no new file stored. */
async function expectRefusedUpload(res: { statusCode: number }, status: number, alt: string, before: string[]) {
  expect(res.statusCode).toBe(status)
  expect(await rowsWithAlt(alt)).toEqual([])
  expect((await stored()).sort()).toEqual(before.sort())
}

describe('who may use the media library', () => {
  it('refuses visitors (401), members and staff without content.edit (403), before reading an upload', async () => {
    const file = await createFile(t.db, t.storage, { alt: 'Kept' })
    const calls = [
      ['GET', '/api/admin/content/media'],
      ['PATCH', `/api/admin/content/media/${file.id}`],
      ['DELETE', `/api/admin/content/media/${file.id}`],
    ] as const
    await expectAdminOnly(t, calls, { alt: 'Changed by someone else' }, { permission: 'content.edit' })
    const before = await stored()
    const alt = unique('By a member')
    await expectRefusedUpload(await upload({ alt }, png, { as: await t.signIn() }), 403, alt, before)
    await expectRefusedUpload(await upload({ alt }, png, { as: await t.signIn({ role: 'moderator' }) }), 403, alt, before)
    await expectRefusedUpload(await upload({ alt }, png, { as: { headers: {} } }), 401, alt, before)
    expect(await t.db.selectFrom('files').select('alt').where('id', '=', file.id).executeTakeFirst()).toEqual({ alt: 'Kept' })
  })
})

describe('uploads', () => {
  it.each([
    ['a PNG', png, 'image/png', 'png'],
    ['a JPEG sent as a PNG', jpeg, 'image/png', 'jpg'],
    ['a WebP with no declared type', webp, 'application/octet-stream', 'webp'],
  ] as const)('takes %s, typed by its bytes, lists it and serves it at its url', async (_label, data, contentType, extension) => {
    const alt = unique('A lecture hall')
    const item = await uploaded(alt, data, { contentType, filename: 'x.bin' })
    expect(item).toMatchObject({ alt, sizeBytes: data.length, usedIn: [] })
    expect(item.url).toMatch(new RegExp(`^/api/serve-file/media%2F[0-9a-f-]{36}\\.${extension}$`))
    expect(await listed(item.id)).toEqual(item)
    const served = await t.guest.get(item.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe(item.mimeType)
    expect(served.rawPayload.equals(data)).toBe(true)
    const entry = await t.db.selectFrom('audit_log').select(['action', 'actor_name']).where('record_type', '=', 'media').where('record_id', '=', item.id).executeTakeFirst()
    expect(entry).toEqual({ action: 'media.upload', actor_name: 'Esha Editor' })
  })

  it('stores an SVG cleaned of script, handlers, styles and outside references', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><style>*{}</style>' +
        '<a href="javascript:alert(3)"><rect width="10" height="10" fill="url(https://evil.example/#x)"/></a><use href="https://evil.example/a.svg#b"/>' +
        '<foreignObject><iframe src="https://evil.example"/></foreignObject><circle cx="5" cy="5" r="2" fill="#0a6"/></svg>',
    )
    const item = await uploaded(unique('A logo'), svg, { contentType: 'image/svg+xml', filename: 'logo.svg' })
    expect(item.mimeType).toBe('image/svg+xml')
    const body = (await t.guest.get(item.url)).body
    expect(body).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"></rect><use></use><circle cx="5" cy="5" r="2" fill="#0a6"></circle></svg>')
  })

  it.each([
    ['HTML named .png', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'page.png'],
    ['a PNG with a page after its end', Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]), 'poly.png'],
    ['a PNG with a page inside', Buffer.concat([png.subarray(0, 33), Buffer.from('<script>alert(1)</script>'), png.subarray(33)]), 'inside.png'],
    ['a JPEG with a page after its end', Buffer.concat([jpeg, Buffer.from('<html></html>')]), 'poly.jpg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif'],
    ['an SVG whose root is a page', Buffer.from('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>'), 'a.svg'],
    ['an SVG declaring entities', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'), 'a.svg'],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.sh'],
  ])('refuses %s with 415 and stores nothing', async (_label, data, filename) => {
    const before = await stored()
    const alt = unique('Hostile')
    const res = await upload({ alt }, data, { filename })
    await expectRefusedUpload(res, 415, alt, before)
    expect(res.json().issues).toEqual([{ path: 'file', message: 'Choose a PNG, JPEG, WebP or SVG image' }])
  })

  it('refuses a missing description, a missing file, a file over 5 MB and a body that is not multipart, storing nothing', async () => {
    const before = await stored()
    const noAlt = await upload({ alt: ' ' }, png)
    expect(noAlt.statusCode).toBe(400)
    expect(noAlt.json().issues).toEqual([{ path: 'alt', message: 'Describe the image for people who cannot see it' }])
    expect((await upload({ alt: 'No file' })).statusCode).toBe(400)
    const alt = unique('Too big')
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 1)])
    await expectRefusedUpload(await upload({ alt }, big), 413, alt, before)
    const json = await editor.api.post('/api/admin/content/media', { alt, file: png.toString('base64') })
    await expectRefusedUpload(json, 415, alt, before)
    expect((await stored()).sort()).toEqual(before.sort())
  })

  it('counts uploads per staff member and refuses the one past the limit with 429', async () => {
    const limited = await createTestApp({ env: { MEDIA_UPLOAD_LIMIT: '2' } })
    try {
      const [one, two] = [await limited.signIn({ role: 'editor' }), await limited.signIn({ role: 'editor' })]
      const send = (who: Client) => {
        const body = multipartForm({ alt: 'Counted' }, { field: 'file', filename: 'a.png', contentType: 'image/png', data: png })
        return limited.app.inject({ method: 'POST', url: '/api/admin/content/media', headers: { ...who.headers, ...body.headers }, payload: body.payload })
      }
      expect((await send(one)).statusCode).toBe(201)
      expect((await send(one)).statusCode).toBe(201)
      const third = await send(one)
      expect(third.statusCode).toBe(429)
      expect(third.headers['retry-after']).toBeTruthy()
      // Another staff member has a count of their own.
      expect((await send(two)).statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })
})

describe('where each image is used, describing and deleting', () => {
  it('lists the slides’, cards’, sections’ and pages’ uses and refuses to delete an image in use, naming them', async () => {
    const item = await uploaded(unique('A microscope'), png)
    const title = unique('Card')
    await createService(t.db, { title, icon_file_id: item.id })
    const section = await createSection(t.db, { heading: 'Lab work', poster_file_id: item.id })
    const pageTitle = unique('Lab guide')
    await createPage(t.db, { title: pageTitle, content: `<p>See <img src="${item.url}" alt="A microscope"></p>` })
    const uses = (await listed(item.id))!.usedIn
    expect(uses).toEqual(
      expect.arrayContaining([
        { kind: 'service', label: `Service card: ${title}` },
        { kind: 'section', label: `Section poster: Lab work (${section.slug})` },
        { kind: 'page', label: `Page: ${pageTitle}` },
      ]),
    )
    const res = await editor.api.delete(`/api/admin/content/media/${item.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain(`Service card: ${title}`)
    expect(res.json().message).toContain(`Page: ${pageTitle}`)
    expect((await t.guest.get(item.url)).statusCode).toBe(200)
  })

  it('names a page that shows the file by its unencoded path too', async () => {
    const item = await uploaded(unique('A chart'), png)
    const raw = item.url.replace('%2F', '/')
    const pageTitle = unique('Charts')
    await createPage(t.db, { title: pageTitle, content: `<p><img src="${raw}" alt="A chart"></p>` })
    expect((await listed(item.id))!.usedIn).toEqual([{ kind: 'page', label: `Page: ${pageTitle}` }])
  })

  it('changes a description, refusing a blank one; deletes an unused image with its file', async () => {
    const item = await uploaded(unique('Old words'), webp)
    const blank = await editor.api.patch(`/api/admin/content/media/${item.id}`, { alt: '' })
    expect(blank.statusCode).toBe(400)
    const res = await editor.api.patch(`/api/admin/content/media/${item.id}`, { alt: 'A seminar room' })
    expect(res.statusCode).toBe(200)
    expect(v.parse(MediaResponse, res.json()).data.alt).toBe('A seminar room')
    const removed = await editor.api.delete(`/api/admin/content/media/${item.id}`)
    expect(removed.statusCode).toBe(200)
    expect((await t.guest.get(item.url)).statusCode).toBe(404)
    expect(await stored()).not.toContain(decodeURIComponent(item.url).split('/').at(-1))
    const actions = await t.db.selectFrom('audit_log').select('action').where('record_type', '=', 'media').where('record_id', '=', item.id).orderBy('id').execute()
    expect(actions.map((a) => a.action)).toEqual(['media.upload', 'media.update', 'media.delete'])
  })

  it('answers an unknown image with 404 and a malformed id or a path with 400', async () => {
    expect((await editor.api.delete('/api/admin/content/media/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await editor.api.patch('/api/admin/content/media/00000000-0000-4000-8000-000000000000', { alt: 'x' })).statusCode).toBe(404)
    expect((await editor.api.delete('/api/admin/content/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400)
    expect((await editor.api.get('/api/admin/content/media?page=0')).statusCode).toBe(400)
  })
})
