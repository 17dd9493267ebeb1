import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { socketsFor } from '../../../tests/setup/sockets.ts'
import { unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let url = ''
const sockets = socketsFor(() => url)

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://scholarhub.example' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterEach(() => sockets.closeAll())
afterAll(() => t.close())

it('closes the sockets of a role’s holders when its permissions change, so they reconnect with the new ones', async () => {
  const slug = unique('desk').toLowerCase()
  await t.db.insertInto('roles').values({ slug, name: unique('Desk'), permissions: ['chats.answer'] }).execute()
  const holder = await t.signIn({ role: slug })
  const bystander = await t.signIn({ role: 'moderator' })
  const [holderSocket, otherSocket] = [await sockets.connect(holder.token), await sockets.connect(bystander.token)]
  const closed = new Promise((resolve) => holderSocket.once('disconnect', resolve))

  const admin = await t.signIn({ role: 'admin' })
  expect((await admin.api.patch(`/api/admin/roles/${slug}`, { permissions: [], password: 'correct-horse-42' })).statusCode).toBe(200)
  expect(await closed).toBe('io server disconnect')
  expect(otherSocket.connected).toBe(true)
})
