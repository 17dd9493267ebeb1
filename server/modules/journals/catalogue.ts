import { setTimeout } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import type { JournalsRepository } from './repository.ts'
import { createIndexThread } from './search/index-thread.ts'
import type { JournalIndex } from './search/journal-index.ts'

const starting = () => new HttpError(503, 'starting', 'The journal catalogue is still being loaded. Please try again in a few seconds.')

export interface CatalogueOptions {
  repo: JournalsRepository
  /**
   * How often a request may look whether the catalogue changed (another node's import, a staff edit). After
   * a change, requests keep the previous index until its successor is built. 0: every request looks, and
   * waits for the rebuild, so it always sees the latest catalogue (tests).
   */
  refreshMs: number
  log: FastifyBaseLogger
  /** How long a request waits for the very first index before being told to come back. */
  firstBuildWaitMs?: number
}

/**
 * The catalogue as this node searches it: an in-memory index derived from the database, which stays the
 * source of truth. The index carries the catalogue version it was built from; when the database's version
 * moves on, a new index is built in a worker thread and swapped in whole (docs/decisions/0007).
 */
export function createJournalCatalogue({ repo, refreshMs, log, firstBuildWaitMs = 5000 }: CatalogueOptions) {
  let current: { index: JournalIndex; version: number } | undefined
  let building: Promise<void> | undefined
  let checking: Promise<void> | undefined
  let again: Promise<void> | undefined
  let lastCheck = 0
  const thread = createIndexThread()

  function rebuild() {
    building ??= (async () => {
      const started = performance.now()
      // Read before the rows: a change made while they are read leaves this index one version behind, so
      // the next check builds again rather than missing it.
      const { version } = await repo.catalogueVersion()
      const index = await thread.build(repo.catalogue(), await repo.indexOptions())
      current = { index, version }
      log.info({ journals: index.size, terms: index.docFrequency.length, version, ms: Math.round(performance.now() - started) }, 'journal search index built')
    })().finally(() => {
      building = undefined
    })
    return building
  }

  async function catchUp() {
    const { version, importing } = await repo.catalogueVersion()
    // Every batch of an import moves the version: the index is rebuilt once it ends, not after each batch.
    if (current && importing) return
    // A build already under way may have read an older version; then one more is needed.
    while (!current || current.version < version) await rebuild()
  }

  /** Looks whether the catalogue changed, and rebuilds if it did; a failure leaves the previous index answering. */
  function check(): Promise<void> {
    lastCheck = Date.now()
    if (checking) {
      // The look under way may have read the version from before the change that asks for this one: one more look
      // follows it, shared by everyone who asks meanwhile.
      again ??= checking.then(() => {
        again = undefined
        return check()
      })
      return again
    }
    checking = catchUp()
      .catch((err) => log.error({ err }, 'journal search index refresh failed; answering from the previous one'))
      .finally(() => {
        checking = undefined
      })
    return checking
  }

  // Each node also looks on its own, so a change (a staff edit, an import's end on another node) is in its index
  // within about a second of being made, before a visitor asks.
  const watch = refreshMs > 0 ? setInterval(() => current && void check(), refreshMs) : undefined
  watch?.unref()

  return {
    /**
     * The index to answer from. Before the first one exists a request waits a few seconds for it, then is
     * told to come back (503): a large catalogue takes longer to index than a client waits.
     */
    async index(): Promise<JournalIndex> {
      if (!current) {
        const first = catchUp()
        if (refreshMs === 0) await first
        else {
          first.catch(() => {})
          await Promise.race([first, setTimeout(firstBuildWaitMs, undefined, { ref: false })])
        }
        if (!current) throw starting()
      } else if (Date.now() - lastCheck >= refreshMs) {
        const checked = check()
        if (refreshMs === 0) await checked
      }
      return current.index
    },

    /** After a change made on this node: the index catches up now rather than at the next look. */
    refresh: () => check(),

    /** Builds the first index, however long it takes: a listening server starts it before anyone asks. */
    warm: () => catchUp(),

    /** Whether an index exists to answer from: the server is not ready before. */
    built: () => current !== undefined,

    close: () => {
      clearInterval(watch)
      return thread.close()
    },
  }
}

export type JournalCatalogue = ReturnType<typeof createJournalCatalogue>
