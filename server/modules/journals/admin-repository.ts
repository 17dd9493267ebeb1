import { sql, type Kysely } from 'kysely'
import { ADMIN_JOURNALS_PAGE_SIZE, type AdminJournalListQuery, type JournalSources, type JournalValues } from '../../../contract/admin-journals.ts'
import { whereContains } from '../../db/full-text.ts'
import { listingWrites } from '../../db/listing-writes.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import { publisherSlug } from './save-journals.ts'

/** Everything a journal is saved with: the form's values, where each came from, and its id once it has one. */
export type JournalRecord = JournalValues & { sources: JournalSources; id?: number }

const columns = (record: JournalRecord) => ({
  title: record.title,
  link: record.link,
  impact_factor: record.impactFactor,
  // The publisher's row is made first (`withPublisher`), so its name finds it.
  publisher_id: record.publisher ? sql<number>`(SELECT id FROM publishers WHERE slug = ${publisherSlug(record.publisher)})` : null,
  issn_print: record.issnPrint,
  issn_electronic: record.issnElectronic,
  country: record.country,
  languages: record.languages,
  open_access: record.openAccess,
  has_apc: record.apc !== null,
  apc_amount_minor: record.apc?.amount ?? null,
  apc_currency: record.apc?.currency ?? null,
  licence: record.licence,
  review_process: record.reviewProcess,
  weeks_to_publication: record.weeksToPublication,
  scope: record.scope,
  keywords: record.keywords,
  sources: JSON.stringify(record.sources),
})

export function createAdminJournalsRepository(db: Kysely<Database>) {
  const items = () =>
    db
      .selectFrom('journals as j')
      .leftJoin('publishers as p', 'p.id', 'j.publisher_id')
      .selectAll('j')
      .select('p.title as publisher_title')
      .select([
        sql<number[]>`ARRAY(SELECT js.subject_id FROM journal_subjects js JOIN subjects s ON s.id = js.subject_id WHERE js.journal_id = j.id ORDER BY s.title)`.as('subject_ids'),
        sql<string[]>`ARRAY(SELECT s.title FROM journal_subjects js JOIN subjects s ON s.id = js.subject_id WHERE js.journal_id = j.id ORDER BY s.title)`.as('subject_titles'),
        sql<string[]>`ARRAY(SELECT i.slug FROM journal_indexings ji JOIN journal_indexes i ON i.id = ji.index_id WHERE ji.journal_id = j.id ORDER BY i.position, i.title)`.as('index_slugs'),
        sql<string[]>`ARRAY(SELECT i.title FROM journal_indexings ji JOIN journal_indexes i ON i.id = ji.index_id WHERE ji.journal_id = j.id ORDER BY i.position, i.title)`.as('index_titles'),
      ])

  const indexed = (slug: string) => sql<boolean>`EXISTS (SELECT 1 FROM journal_indexings ji JOIN journal_indexes i ON i.id = ji.index_id WHERE ji.journal_id = j.id AND i.slug = ${slug})`

  const writes = listingWrites(db, {
    table: 'journals',
    slugFallback: 'journal',
    columns,
    children: [
      { table: 'journal_subjects', listing: 'journal_id', rows: (id, record) => record.subjectIds.map((subject_id) => ({ journal_id: id, subject_id })) },
      {
        table: 'journal_indexings',
        listing: 'journal_id',
        rows: (id, record) => record.indexes.map((slug) => ({ journal_id: id, index_id: sql<number>`(SELECT id FROM journal_indexes WHERE slug = ${slug})` })),
      },
    ],
  })

  /** A new publisher's name adds its row before the journal names it. */
  async function withPublisher(record: JournalRecord) {
    if (record.publisher) {
      await db.insertInto('publishers').values({ slug: publisherSlug(record.publisher), title: record.publisher }).onConflict((oc) => oc.column('slug').doNothing()).execute()
    }
  }

  return {
    /** By title; `search` is part of a title, an ISSN or a publisher's name; the filters as the list's address names them. */
    page(search: string | undefined, page: number, filters: AdminJournalListQuery) {
      let found = whereContains(items(), search, ['j.title', 'j.issn_print', 'j.issn_electronic', 'p.title'])
      if (filters.publisher) found = found.where('p.slug', '=', filters.publisher)
      if (filters.index) found = found.where(indexed(filters.index))
      if (filters.openAccess) found = found.where('j.open_access', '=', filters.openAccess === 'yes')
      if (filters.doaj) found = found.where(filters.doaj === 'yes' ? indexed('doaj') : sql<boolean>`NOT ${indexed('doaj')}`)
      if (filters.noImpactFactor === 'yes') found = found.where('j.impact_factor', 'is', null)
      if (filters.noImpactFactor === 'no') found = found.where('j.impact_factor', 'is not', null)
      return selectPage(found.orderBy('j.title').orderBy('j.id'), page, ADMIN_JOURNALS_PAGE_SIZE)
    },

    item: (id: number) => items().where('j.id', '=', id).executeTakeFirst(),

    /** What the form names that must exist (subjects, indexes) and another journal's hold on its ISSNs. */
    async lookups(record: JournalRecord) {
      const issns = [record.issnPrint, record.issnElectronic].filter((i): i is string => Boolean(i))
      const { rows } = await sql<{ subjects: number; indexes: number; issn_taken: string[] | null }>`
        SELECT
          (SELECT count(*) FROM subjects WHERE id = ANY(${record.subjectIds}::bigint[]))::int AS subjects,
          (SELECT count(*) FROM journal_indexes WHERE slug = ANY(${record.indexes}::text[]))::int AS indexes,
          (SELECT array_agg(issn) FROM (SELECT unnest(ARRAY[issn_print, issn_electronic]) AS issn FROM journals
            WHERE id <> ${record.id ?? 0} AND (issn_print = ANY(${issns}::text[]) OR issn_electronic = ANY(${issns}::text[]))) taken
            WHERE issn = ANY(${issns}::text[])) AS issn_taken`.execute(db)
      return { ...rows[0]!, issn_taken: rows[0]!.issn_taken ?? [] }
    },

    insert: async (records: JournalRecord[]) => {
      for (const record of records) await withPublisher(record)
      return writes.insert(records)
    },
    update: async (id: number, record: JournalRecord) => {
      await withPublisher(record)
      return writes.update(id, record)
    },
    remove: writes.remove,
  }
}

export type AdminJournalsRepository = ReturnType<typeof createAdminJournalsRepository>
export type AdminJournalRow = NonNullable<Awaited<ReturnType<AdminJournalsRepository['item']>>>
