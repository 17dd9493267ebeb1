import { setTimeout as sleep } from 'node:timers/promises'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PageResponse } from '../../../contract/content.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { startRedisServer } from '../../../tests/setup/redis-server.ts'
import { createPage } from '../../seed/factories/content.ts'

// Two nodes on one database and one Redis, each caching content for a minute: a publish on one must not leave the
// other answering the old page until its cache runs out.

type Node = Awaited<ReturnType<typeof createTestApp>>
let redis: Awaited<ReturnType<typeof startRedisServer>>
let a: Node
let b: Node
let alone: Node

beforeAll(async () => {
  redis = await startRedisServer()
  const env = { REDIS_URL: redis.url, CONTENT_CACHE_SECONDS: '60' }
  ;[a, b] = [await createTestApp({ env }), await createTestApp({ env })]
  alone = await createTestApp({ env: { CONTENT_CACHE_SECONDS: '60' } })
})
afterAll(async () => {
  await a?.close()
  await b?.close()
  await alone?.close()
  await redis?.stop()
})

const titleOn = async (node: Node, slug: string) => v.parse(PageResponse, (await node.guest.get(`/api/pages/${slug}`)).json()).data.title

/** Reads until it answers `expected`, for up to 15 s: well within the minute the other node's cache would keep the old page. */
async function eventually(read: () => Promise<string>, expected: string) {
  const until = Date.now() + 15_000
  while (Date.now() < until) {
    if ((await read()) === expected) return
    await sleep(20)
  }
  expect(await read()).toBe(expected)
}

it('a page published on one node is served new by the other at once, not after its cache runs out', async () => {
  const page = await createPage(a.db, { title: 'Before' })
  const editor = await a.signIn({ role: 'editor' })
  expect(await titleOn(b, page.slug)).toBe('Before')
  await editor.api.patch(`/api/admin/content/pages/${page.slug}`, { title: 'After' })
  // A draft changes nothing anywhere.
  expect(await titleOn(b, page.slug)).toBe('Before')
  await editor.api.post(`/api/admin/content/pages/${page.slug}/publish`)
  expect(await titleOn(a, page.slug)).toBe('After')
  await eventually(() => titleOn(b, page.slug), 'After')
})

it('a node without Redis clears its own cache on publish', async () => {
  const page = await createPage(alone.db, { title: 'Before' })
  const editor = await alone.signIn({ role: 'editor' })
  expect(await titleOn(alone, page.slug)).toBe('Before')
  await editor.api.patch(`/api/admin/content/pages/${page.slug}`, { title: 'After' })
  await editor.api.post(`/api/admin/content/pages/${page.slug}/publish`)
  expect(await titleOn(alone, page.slug)).toBe('After')
})
