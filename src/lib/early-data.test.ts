import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../test-utils/network.ts'

/** The page as the server sends it, with `json` as the early-data block's text. */
function embed(json: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'early-data'
  block.textContent = json
  document.body.append(block)
}

// The data is read once per page load, so each case loads the modules afresh.
const load = async () => ({ ...(await import('./early-data.ts')), ...(await import('./api.ts')) })
const Menu = v.object({ data: v.array(v.object({ slug: v.string() })) })

describe('early data', () => {
  beforeEach(() => vi.resetModules())
  afterEach(() => {
    document.getElementById('early-data')?.remove()
    vi.unstubAllGlobals()
  })

  it('hands out each embedded answer once', async () => {
    embed('{"menu":{"data":[]},"pages/about":{"data":{"slug":"about"}}}')
    const { takeEarlyResponse } = await load()
    expect(takeEarlyResponse('menu')).toEqual({ data: [] })
    expect(takeEarlyResponse('menu')).toBeUndefined()
    expect(takeEarlyResponse('contact-info')).toBeUndefined()
    expect(takeEarlyResponse('pages/about')).toEqual({ data: { slug: 'about' } })
  })

  it('has nothing to hand out without the block or when it is not JSON', async () => {
    expect((await load()).takeEarlyResponse('menu')).toBeUndefined()
    vi.resetModules()
    embed('{"menu": <oops>')
    expect((await load()).takeEarlyResponse('menu')).toBeUndefined()
  })

  it('answers the first request for a path from the page and the next one from the network', async () => {
    embed('{"menu":{"data":[{"slug":"from-page"}]}}')
    const server = stubApi({ 'GET /api/menu': [{ slug: 'from-network' }] })
    const { getJson } = await load()
    expect(await getJson(Menu, 'menu')).toEqual({ data: [{ slug: 'from-page' }] })
    expect(server.requested()).toEqual([])
    expect(await getJson(Menu, 'menu')).toEqual({ data: [{ slug: 'from-network' }] })
    expect(server.requested()).toEqual(['GET /api/menu'])
  })

  it('checks an embedded answer against the contract like a network one', async () => {
    embed('{"menu":{"data":"not a list"}}')
    const { getJson } = await load()
    await expect(getJson(Menu, 'menu')).rejects.toMatchObject({ name: 'ApiError', code: 'bad_response' })
  })
})
