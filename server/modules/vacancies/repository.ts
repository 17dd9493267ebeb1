import { sql, type Kysely } from 'kysely'
import { VACANCIES_PAGE_SIZE, type VacancyListQuery } from '../../../contract/vacancies.ts'
import { walkedWords } from '../../db/full-text.ts'
import type { FilterIds } from '../../db/list-filters.ts'
import type { Database } from '../../db/schema.ts'
import { columnOrder, equalFilters, walkedPage } from '../../db/walked-page.ts'
import { listedVacancy } from './listed.ts'

/** The public list's filters, their slugs already read as ids; `query` comes from `searchQuery`. */
export type VacancyFilters = FilterIds<typeof VacancyListQuery>

/** Listed to the public: open, and not past its closing moment (listed.ts). */
const isListed = listedVacancy()

/** A lookup row, aliased `t`, that a listed vacancy has in `column`: a filter choice that finds something. */
const hasListed = (column: 'country_id' | 'state_id' | 'qualification_id') =>
  sql<boolean>`EXISTS (SELECT 1 FROM vacancies WHERE ${sql.ref(`vacancies.${column}`)} = t.id AND ${isListed})`

export function createVacanciesRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of listed vacancies' cards (JSON texts, migration 032), soonest closing first or newest first,
     * searching or not (see `matches`). The page's ids are chosen from the vacancies table alone, and only their
     * stored cards are read.
     */
    async page({ countryId, stateId, qualificationId, subjectIds, query, sort = 'closing' }: VacancyFilters, page: number) {
      const [column, direction] = sort === 'newest' ? (['posted_at', 'desc'] as const) : (['closes_at', 'asc'] as const)
      // The soonest-closing order has an index per place and per type (vacancies_open_*_idx); it is walked for the
      // narrowest of them that is asked for, and the others are tested on its rows. The newest-first index holds none.
      const equal = { state_id: stateId, country_id: countryId, qualification_id: qualificationId }
      const { held, narrowing: unheld } = equalFilters('vacancies', equal, sort === 'closing')
      let candidates = db.selectFrom('vacancies').select(['vacancies.id', `vacancies.${column}`]).where(isListed)
      if (held) candidates = candidates.where(held)
      const narrowing = [
        ...unheld,
        ...(subjectIds?.length ? [sql<boolean>`vacancies.subject_ids && ${subjectIds}::bigint[]`] : []),
      ]
      const order = columnOrder(column, direction)
      return walkedPage(db, { candidates, narrowing, order, table: 'vacancies', search: query ? walkedWords('vacancies', query) : undefined, walk: 'index' }, page, VACANCIES_PAGE_SIZE, async (rows) =>
        (
          await db
            .selectFrom(rows.as('p'))
            .innerJoin('vacancies', 'vacancies.id', 'p.id')
            .select('vacancies.card')
            .orderBy(sql.join(order('p')))
            .execute()
        ).map((row) => row.card),
      )
    },

    /** A vacancy staff have published (open or closed, never a draft): its card, and whether it is still listed. */
    bySlug: (slug: string) =>
      db
        .selectFrom('vacancies')
        .select(['vacancies.card', isListed.as('listed')])
        .where('vacancies.slug', '=', slug)
        .where('vacancies.status', '<>', 'draft')
        .executeTakeFirst(),

    /**
     * Listed vacancies for the sitemap, newest first, `limit` at a time: those with an id below `beforeId`. Read by
     * the primary key a page at a time, so a site with a hundred thousand posts never holds them in one array.
     */
    listedBefore: (beforeId: number | null, limit: number) => {
      const query = db.selectFrom('vacancies').select(['id', 'slug', 'updated_at']).where(isListed).orderBy('id', 'desc').limit(limit)
      return (beforeId === null ? query : query.where('id', '<', beforeId)).execute()
    },

    // The filters' choices: only those some listed vacancy has, so none of them leads to an empty list.

    countries: () => db.selectFrom('countries as t').select(['t.slug', 't.title']).where(hasListed('country_id')).orderBy('t.title').execute(),

    states: (countryId: number) =>
      db.selectFrom('states as t').select(['t.slug', 't.title']).where('t.country_id', '=', countryId).where(hasListed('state_id')).orderBy('t.title').execute(),

    qualifications: () =>
      db.selectFrom('qualifications as t').select(['t.slug', 't.title']).where(hasListed('qualification_id')).orderBy('t.position').orderBy('t.title').execute(),

    // Per subject, the first listed vacancy found will do. LIMIT 1 with the index's own order makes it a probe of
    // the subject's entries in vacancy_subjects_subject_idx rather than a join of every listed vacancy.
    subjects: () =>
      db
        .selectFrom('subjects as t')
        .select(['t.slug', 't.title'])
        .where(sql<boolean>`(SELECT 1 FROM vacancy_subjects vs JOIN vacancies ON vacancies.id = vs.vacancy_id WHERE vs.subject_id = t.id AND ${isListed} ORDER BY vs.vacancy_id LIMIT 1) IS NOT NULL`)
        .orderBy('t.title')
        .execute(),
  }
}

export type VacanciesRepository = ReturnType<typeof createVacanciesRepository>
