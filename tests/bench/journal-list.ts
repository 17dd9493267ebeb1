import { benchJournals, createJournals } from '../../server/seed/factories/journals.ts'
import type { Directory } from './directories.ts'
import { journalRequests } from './journal-requests.ts'

/** What a journal finder request is, read from its address: the mix's three kinds (journal-requests.ts). */
function kindOf(path: string) {
  const params = new URL(path, 'http://x').searchParams
  if (params.has('search')) return 'search, 0–3 filters, pages 1–3'
  if (params.has('page')) return 'filters, pages 2–4'
  return 'first page, filters'
}

/**
 * The journal finder as a directory for `npm run bench:compare`: its catalogue generated as the journals step
 * generates it, and the same mix of requests. Its own step (`journals`) measures it in `npm run bench`.
 */
export const journalDirectory: Directory = {
  path: '/api/journals',
  table: 'journals',
  countVariable: 'BENCH_JOURNALS',
  async fill(db, count) {
    await createJournals(db, benchJournals(count))
    return journalRequests('').map(({ path, headers }) => ({ kind: kindOf(path!), path: path!, member: Boolean(headers?.authorization) }))
  },
}
