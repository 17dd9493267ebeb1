import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { unique } from '../../seed/factories/unique.ts'
import { createJournalCatalogue } from './catalogue.ts'
import { eventually } from '../../../tests/setup/eventually.ts'

// Two API nodes on one database, each with its own in-memory index: what one changes, the other must show.
let nodeA: Awaited<ReturnType<typeof createTestApp>>
let nodeB: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ;[nodeA, nodeB] = await Promise.all([createTestApp({ env: { JOURNAL_REFRESH_MS: '200' } }), createTestApp({ env: { JOURNAL_REFRESH_MS: '200' } })])
})
afterAll(async () => {
  await Promise.all([nodeA.close(), nodeB.close()])
})

/** How long another node, or a first build, may take to show a change on a busy machine. */
const WAIT_MS = 15_000

const titlesOn = async (node: typeof nodeA, publisher: string) =>
  ((await node.app.inject({ method: 'GET', url: `/api/journals?publisher=${publisher}` })).json().data.journals as { title: string }[]).map((j) => j.title)

describe('the search index of each node', () => {
  it('shows a journal added through another node once it has looked again', async () => {
    const tag = unique('zq').split('-')[1]!
    await titlesOn(nodeA, `node-press-${tag}`)
    // Written through node B's database handle, as node B's import or staff screen would.
    await createJournal(nodeB.db, { publisher: `Node Press ${tag}`, title: `Shared Journal ${tag}` })
    expect(await eventually(async () => (await titlesOn(nodeA, `node-press-${tag}`)).includes(`Shared Journal ${tag}`), WAIT_MS)).toBe(true)
  })

  it('drops a journal deleted elsewhere, and shows an edit', async () => {
    const tag = unique('zq').split('-')[1]!
    const kept = await createJournal(nodeA.db, { publisher: `Edit Press ${tag}`, title: `Kept Journal ${tag}` })
    const gone = await createJournal(nodeA.db, { publisher: `Edit Press ${tag}`, title: `Gone Journal ${tag}` })
    expect(await eventually(async () => (await titlesOn(nodeA, `edit-press-${tag}`)).length === 2, WAIT_MS)).toBe(true)
    await nodeB.db.deleteFrom('journals').where('id', '=', gone.id).execute()
    await nodeB.db.updateTable('journals').set({ title: `Renamed Journal ${tag}` }).where('id', '=', kept.id).execute()
    expect(await eventually(async () => (await titlesOn(nodeA, `edit-press-${tag}`)).join() === `Renamed Journal ${tag}`, WAIT_MS)).toBe(true)
  }, 3 * WAIT_MS)
})

describe('before the first index exists', () => {
  it('asks a request to come back (503) rather than keep it waiting past its timeout', async () => {
    const slow = {
      catalogueVersion: async () => ({ version: 1, importing: false }),
      indexOptions: async () => [],
      async *catalogue() {
        await new Promise((r) => setTimeout(r, 300))
        yield '[]'
      },
      save: async () => ({ created: 0, updated: 0, rejected: [], ids: [], changes: [] }),
    }
    const log = { info() {}, error() {} } as unknown as Parameters<typeof createJournalCatalogue>[0]['log']
    const catalogue = createJournalCatalogue({ repo: slow, refreshMs: 1000, log, firstBuildWaitMs: 50 })
    try {
      await expect(catalogue.index()).rejects.toMatchObject({ statusCode: 503, code: 'starting' })
      expect(await eventually(async () => (await catalogue.index().catch(() => null)) !== null, WAIT_MS)).toBe(true)
    } finally {
      await catalogue.close()
    }
  })
})

describe('a change made while the index is being looked at', () => {
  it('is in the index the next request answers from, not lost to the look already under way', async () => {
    let version = 1
    let hold: Promise<void> | undefined
    const built: number[] = []
    const repo = {
      async catalogueVersion() {
        // The version is read when asked; the answer may arrive after a change has been made.
        const read = version
        await hold
        return { version: read, importing: false }
      },
      indexOptions: async () => [],
      async *catalogue() {
        built.push(version)
        yield '[]'
      },
      save: async () => ({ created: 0, updated: 0, rejected: [], ids: [], changes: [] }),
    }
    const log = { info() {}, error() {} } as unknown as Parameters<typeof createJournalCatalogue>[0]['log']
    const catalogue = createJournalCatalogue({ repo, refreshMs: 0, log })
    try {
      await catalogue.index()
      let release = () => {}
      hold = new Promise((resolve) => (release = resolve))
      const lookingBefore = catalogue.refresh()
      version = 2
      const answered = catalogue.index()
      release()
      await Promise.all([lookingBefore, answered])
      expect(built).toEqual([1, 2])
    } finally {
      await catalogue.close()
    }
  })
})
