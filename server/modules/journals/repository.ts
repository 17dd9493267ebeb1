import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { offeredValues } from '../categories/index.ts'
import { saveJournals, type JournalInput, type SaveOptions } from './save-journals.ts'

// Small enough that a chunk is a short query and a short message, large enough to be few.
const CHUNK = 1000

// One chunk of the catalogue as a single JSON text in the shape of CatalogueRecord: the database does the
// work of shaping it, and the API's thread only passes the text on to the index thread.
const chunkQuery = (after: number) => sql<{ last: number | null; rows: string }>`
  SELECT max(j.id) AS last, coalesce(json_agg(json_build_object(
    'id', j.id, 'slug', j.slug, 'title', j.title, 'link', j.link, 'impactFactor', j.impact_factor,
    'publisher', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('slug', p.slug, 'title', p.title) END,
    'indexes', (SELECT coalesce(json_agg(json_build_object('slug', i.slug, 'title', i.title) ORDER BY i.position, i.title), '[]')
      FROM journal_indexings ji JOIN journal_indexes i ON i.id = ji.index_id WHERE ji.journal_id = j.id),
    'subjects', (SELECT coalesce(json_agg(json_build_object('slug', s.slug, 'title', s.title) ORDER BY s.title), '[]')
      FROM journal_subjects js JOIN subjects s ON s.id = js.subject_id WHERE js.journal_id = j.id),
    'issnPrint', j.issn_print, 'issnElectronic', j.issn_electronic, 'country', j.country, 'languages', j.languages,
    'openAccess', j.open_access,
    'apc', CASE WHEN j.has_apc THEN json_build_object('amount', j.apc_amount_minor, 'currency', j.apc_currency) END,
    'licence', j.licence, 'reviewProcess', j.review_process, 'weeksToPublication', j.weeks_to_publication,
    'keywords', j.keywords, 'scope', j.scope
  ) ORDER BY j.id), '[]')::text AS rows
  FROM (SELECT * FROM journals WHERE id > ${after} ORDER BY id LIMIT ${CHUNK}) j
  LEFT JOIN publishers p ON p.id = j.publisher_id`

export function createJournalsRepository(db: Kysely<Database>) {
  return {
    /**
     * Goes up with every change to what search shows (kept by triggers); nodes compare it to rebuild. `importing`:
     * an import is applying its batches, each of which moves the version; nodes rebuild once it ends.
     */
    async catalogueVersion() {
      const { rows } = await sql<{ version: number; importing: boolean }>`
        SELECT version, EXISTS (SELECT 1 FROM journal_imports WHERE status = 'running' AND NOT dry_run) AS importing FROM journal_catalogue`.execute(db)
      return { version: Number(rows[0]!.version), importing: rows[0]!.importing }
    },

    /** Every indexing service not retired, in the filter's order, whether or not a journal is in it yet. */
    indexOptions: () => offeredValues(db, 'journal_indexes').select(['slug', 'title']).execute(),

    /** The whole catalogue, a chunk at a time, each a JSON array of CatalogueRecord: what a search index is built from. */
    async *catalogue(): AsyncGenerator<string> {
      for (let after = 0; ; ) {
        const { rows } = await chunkQuery(after).execute(db)
        const chunk = rows[0]
        if (!chunk || chunk.last === null) return
        yield chunk.rows
        after = chunk.last
      }
    },

    /** Creates or updates journals matched by ISSN, in one transaction; see save-journals.ts. */
    save: (inputs: JournalInput[], options?: SaveOptions) => saveJournals(db, inputs, options),
  }
}

export type JournalsRepository = ReturnType<typeof createJournalsRepository>
