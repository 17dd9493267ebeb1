import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ActivitiesResponse, PROFILE_PHOTO_MAX_BYTES, ProfilePhotoResponse, ProfileResponse } from '../../../contract/account.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { signedInUser } from '../../../tests/setup/api-users.ts'
import { multipartFile } from '../../../tests/setup/multipart.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')
const jpeg = await readFile(new URL('../../seed/files/sections/about-us-1-poster.jpg', import.meta.url))

const upload = (headers: Record<string, string>, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/user/update-profile-pic', headers: { ...headers, ...body.headers }, payload: body.payload })
const photo = (filename: string, type: string, data: Buffer) => multipartFile('file', filename, type, data)
const serve = (name: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/serve-private-file/${name}`, headers })
const imageOf = async (headers: Record<string, string>) =>
  v.parse(ProfileResponse, (await t.app.inject({ method: 'GET', url: '/api/user/get', headers })).json()).data.image
const storedFilesOf = async (userId: string) =>
  (await t.db.selectFrom('private_files').select('name').where('owner_id', '=', userId).execute()).map((r) => r.name)

describe('POST /api/user/update-profile-pic', () => {
  it.each([
    ['a PNG', 'me.png', 'image/png', png, 'png'],
    ['a JPEG named .jpeg', 'me.jpeg', 'image/jpeg', jpeg, 'jpg'],
    ['a WebP with no declared type', 'me', 'application/octet-stream', webp, 'webp'],
    ['a GIF', 'me.gif', 'image/gif', gif, 'gif'],
  ])('stores %s under a server-chosen name and serves it to its owner', async (_label, filename, type, data, extension) => {
    const user = await signedInUser(t.db)
    const res = await upload(user.headers, photo(filename, type, data))
    expect(res.statusCode).toBe(200)
    const body = v.parse(ProfilePhotoResponse, res.json())
    expect(body.message).toBe('Your profile picture has been updated.')
    expect(body.data.image).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`))
    expect(await imageOf(user.headers)).toBe(body.data.image)

    const served = await serve(body.data.image, user.headers)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe(`image/${extension === 'jpg' ? 'jpeg' : extension}`)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('private, no-store')
    expect(served.rawPayload.equals(data)).toBe(true)
  })

  it('replaces the previous photo, which is then gone, and records the activity', async () => {
    const user = await signedInUser(t.db)
    const first = v.parse(ProfilePhotoResponse, (await upload(user.headers, photo('a.png', 'image/png', png))).json()).data.image
    const second = v.parse(ProfilePhotoResponse, (await upload(user.headers, photo('b.gif', 'image/gif', gif))).json()).data.image
    expect(second).not.toBe(first)
    expect((await serve(first, user.headers)).statusCode).toBe(404)
    expect(await t.privateStorage.exists(first)).toBe(false)
    expect(await storedFilesOf(user.id)).toEqual([second])
    const activities = v.parse(ActivitiesResponse, (await t.app.inject({ method: 'GET', url: '/api/user/activities', headers: user.headers })).json())
    expect(activities.data.map((a) => a.text)).toEqual(['You changed your profile photo', 'You changed your profile photo'])
  })

  it.each([
    ['an SVG renamed .png', 'evil.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page renamed .png', 'page.png', 'image/png', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')],
    ['an SVG declared as SVG', 'pic.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', 'cv.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0)],
    ['a truncated PNG signature', 'half.png', 'image/png', png.subarray(0, 4)],
  ])('refuses %s by its content with a 415, storing nothing', async (_label, filename, type, data) => {
    const user = await signedInUser(t.db)
    const res = await upload(user.headers, photo(filename, type, data))
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ code: 'unsupported_media_type', message: 'Please choose a JPEG, PNG, WebP or GIF image.' })
    expect(await imageOf(user.headers)).toBeNull()
    expect(await storedFilesOf(user.id)).toEqual([])
  })

  it('refuses a photo over the size limit with a 413 that says the limit, storing nothing', async () => {
    const user = await signedInUser(t.db)
    const big = Buffer.concat([png, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)])
    const res = await upload(user.headers, photo('big.png', 'image/png', big))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The photo is larger than 2 MB. Please choose a smaller image.' })
    expect(await storedFilesOf(user.id)).toEqual([])
  })

  it('accepts a photo just under the limit, larger than the JSON body limit', async () => {
    const user = await signedInUser(t.db)
    const large = Buffer.concat([png, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES - png.byteLength)])
    expect((await upload(user.headers, photo('large.png', 'image/png', large))).statusCode).toBe(200)
  })

  it('asks for a file in the field "file"', async () => {
    const user = await signedInUser(t.db)
    const wrongField = await upload(user.headers, multipartFile('avatar', 'me.png', 'image/png', png))
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json()).toMatchObject({ code: 'validation', issues: [{ path: 'file', message: 'Please choose an image file.' }] })
    const json = await t.app.inject({ method: 'POST', url: '/api/user/update-profile-pic', headers: user.headers, payload: { file: 'data:image/png;base64,AAAA' } })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toHaveProperty('message')
  })

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'garbage'],
    ['a body without the boundary', 'multipart/form-data; boundary=abc', 'garbage'],
    ['a body cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'],
    ['no parts at all', 'multipart/form-data; boundary=abc', '--abc--\r\n'],
    ['too many fields', 'multipart/form-data; boundary=abc', `${'--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n'.repeat(8)}--abc--\r\n`],
  ])('answers a malformed upload (%s) with a 4xx JSON error, storing nothing', async (_label, contentType, body) => {
    const user = await signedInUser(t.db)
    const res = await upload(user.headers, { payload: Buffer.from(body, 'latin1'), headers: { 'content-type': contentType } })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(await storedFilesOf(user.id)).toEqual([])
  })

  it('turns a stranger away before reading the upload', async () => {
    const res = await upload({}, photo('me.png', 'image/png', png))
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/serve-private-file/{filename}', () => {
  it("serves a photo to its owner and to admins, and to nobody else", async () => {
    const owner = await signedInUser(t.db)
    const other = await signedInUser(t.db)
    const admin = await signedInUser(t.db, { role: 'admin' })
    const name = v.parse(ProfilePhotoResponse, (await upload(owner.headers, photo('me.png', 'image/png', png))).json()).data.image
    expect((await serve(name, owner.headers)).statusCode).toBe(200)
    expect((await serve(name, admin.headers)).statusCode).toBe(200)
    const stranger = await serve(name, other.headers)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toEqual({ code: 'not_found', message: 'File not found' })
    expect((await serve(name)).statusCode).toBe(401)
    // Never through the public file route either.
    expect((await t.app.inject({ method: 'GET', url: `/api/serve-file/${name}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/serve-file/private-files%2F${name}` })).statusCode).toBe(404)
  })

  it('serves a PNG that carries script as an image, never as a page', async () => {
    const user = await signedInUser(t.db)
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')])
    const name = v.parse(ProfilePhotoResponse, (await upload(user.headers, photo('x.html', 'text/html', polyglot))).json()).data.image
    expect(name).toMatch(/\.png$/)
    const res = await serve(name, user.headers)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain('sandbox')
  })

  it.each(['..%2F..%2Fetc%2Fpasswd', 'not-a-uuid.png', '00000000-0000-4000-8000-000000000000.svg', '00000000-0000-4000-8000-000000000000.png'])(
    'answers %s with a 4xx JSON error',
    async (name) => {
      const user = await signedInUser(t.db)
      const res = await serve(name, user.headers)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json()).toHaveProperty('code')
    },
  )
})
