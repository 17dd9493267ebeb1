import { sql, type Kysely } from 'kysely'
import { VACANCIES_PAGE_SIZE, type VacancyOption } from '../../../contract/vacancies.ts'
import { matches } from '../../db/full-text.ts'
import { pageWindow, toPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'

/** The public list's filters, their slugs already read as ids; `query` comes from `searchQuery`. */
export interface VacancyFilters {
  countryId?: number
  stateId?: number
  qualificationId?: number
  subjectIds?: number[]
  query?: string | null
}

/** Listed to the public: open, and not past its closing moment. */
const isListed = sql<boolean>`vacancies.status = 'open' AND vacancies.closes_at > now()`

/** A lookup row, aliased `t`, that a listed vacancy has in `column`: a filter choice that finds something. */
const hasListed = (column: 'country_id' | 'state_id' | 'qualification_id') =>
  sql<boolean>`EXISTS (SELECT 1 FROM vacancies WHERE ${sql.ref(`vacancies.${column}`)} = t.id AND ${isListed})`

/** A card's columns, from `vacancies` joined to its qualification `q`, country `c` and state `s`. */
const cardColumns = [
  'vacancies.slug',
  'vacancies.title',
  'vacancies.link',
  'vacancies.employer',
  'vacancies.description',
  'vacancies.city',
  'vacancies.contract',
  'vacancies.salary_min',
  'vacancies.salary_max',
  'vacancies.salary_currency',
  'vacancies.salary_period',
  'vacancies.closes_at',
  'vacancies.posted_at',
  'vacancies.reference',
  'vacancies.status',
  'q.slug as qualification_slug',
  'q.title as qualification_title',
  'c.slug as country_slug',
  'c.title as country_title',
  's.slug as state_slug',
  's.title as state_title',
] as const

/** A vacancy's subjects as the card has them, in the order staff chose: over `vacancy_subjects vs` joined to `subjects sub`. */
const subjectsJson = sql<VacancyOption[]>`json_agg(json_build_object('slug', sub.slug, 'title', sub.title) ORDER BY vs.position)`

export function createVacanciesRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of listed vacancies, soonest closing first, searching or not (see `matches`). The page's rows
     * are chosen from the vacancies table alone, and only they are joined to their lookups and subjects:
     * PostgreSQL computes the selected columns of every row an OFFSET skips, so a late page would otherwise
     * build hundreds of cards to send twenty.
     */
    async page(filters: VacancyFilters, page: number) {
      const { countryId, stateId, qualificationId, subjectIds, query: text } = filters
      let chosen = db
        .selectFrom('vacancies')
        .select(['vacancies.id', 'vacancies.closes_at'])
        .where(isListed)
      if (countryId) chosen = chosen.where('vacancies.country_id', '=', countryId)
      if (stateId) chosen = chosen.where('vacancies.state_id', '=', stateId)
      if (qualificationId) chosen = chosen.where('vacancies.qualification_id', '=', qualificationId)
      if (subjectIds?.length) {
        chosen = chosen.where(({ exists, selectFrom }) =>
          exists(selectFrom('vacancy_subjects as f').select('f.vacancy_id').whereRef('f.vacancy_id', '=', 'vacancies.id').where('f.subject_id', 'in', subjectIds)),
        )
      }
      if (text) chosen = chosen.where(matches('vacancies.search_vector', text))
      const { offset, limit } = pageWindow(page, VACANCIES_PAGE_SIZE)
      const rows = await db
        .with('p', () => chosen.orderBy('vacancies.closes_at').orderBy('vacancies.id').limit(limit).offset(offset))
        .with('page_subjects', (cte) =>
          cte
            .selectFrom('vacancy_subjects as vs')
            .innerJoin('subjects as sub', 'sub.id', 'vs.subject_id')
            .select([
              'vs.vacancy_id',
              subjectsJson.as('subjects'),
            ])
            // As an array, so the planner looks the page's twenty rows up by the primary key rather than hashing the table.
            .where(sql<boolean>`vs.vacancy_id = ANY (ARRAY(SELECT id FROM p))`)
            .groupBy('vs.vacancy_id'),
        )
        .selectFrom('p')
        .innerJoin('vacancies', 'vacancies.id', 'p.id')
        .innerJoin('qualifications as q', 'q.id', 'vacancies.qualification_id')
        .innerJoin('countries as c', 'c.id', 'vacancies.country_id')
        .leftJoin('states as s', 's.id', 'vacancies.state_id')
        .leftJoin('page_subjects as ps', 'ps.vacancy_id', 'p.id')
        .select([...cardColumns, 'ps.subjects'])
        .orderBy('p.closes_at')
        .orderBy('p.id')
        .execute()
      return toPage(rows, VACANCIES_PAGE_SIZE)
    },

    /** A vacancy staff have published (open or closed, never a draft), as a card, with whether it is still listed. */
    bySlug: (slug: string) =>
      db
        .selectFrom('vacancies')
        .innerJoin('qualifications as q', 'q.id', 'vacancies.qualification_id')
        .innerJoin('countries as c', 'c.id', 'vacancies.country_id')
        .leftJoin('states as s', 's.id', 'vacancies.state_id')
        .select([
          ...cardColumns,
          sql<VacancyOption[] | null>`(SELECT ${subjectsJson} FROM vacancy_subjects vs JOIN subjects sub ON sub.id = vs.subject_id WHERE vs.vacancy_id = vacancies.id)`.as(
            'subjects',
          ),
          isListed.as('listed'),
        ])
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
export type VacancyRow = Awaited<ReturnType<VacanciesRepository['page']>>['items'][number]
