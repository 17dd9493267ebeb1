import { sql, type Kysely } from 'kysely'
import { ADMIN_VACANCIES_PAGE_SIZE, type VacancyValues } from '../../../contract/admin-vacancies.ts'
import { whereContains } from '../../db/full-text.ts'
import { listingWrites } from '../../db/listing-writes.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'

/** Everything a vacancy is saved with: the form's values, the posting moment filled in. */
export type VacancyRecord = VacancyValues & { postedAt: Date }

const columns = (record: VacancyRecord) => ({
  title: record.title,
  employer: record.employer,
  description: record.description,
  qualification_id: record.qualificationId,
  country_id: record.countryId,
  state_id: record.stateId,
  city: record.city,
  contract: record.contract,
  salary_min: record.salary?.min ?? null,
  salary_max: record.salary?.max ?? null,
  salary_currency: record.salary?.currency ?? null,
  salary_period: record.salary?.period ?? null,
  closes_at: record.closesAt,
  posted_at: record.postedAt,
  reference: record.reference,
  link: record.link,
  status: record.status,
  subject_text: sql<string>`subject_titles(${record.subjectIds}::bigint[])`,
  subject_ids: record.subjectIds,
})

export function createAdminVacanciesRepository(db: Kysely<Database>) {
  const items = () =>
    db
      .selectFrom('vacancies as v')
      .innerJoin('qualifications as q', 'q.id', 'v.qualification_id')
      .innerJoin('countries as c', 'c.id', 'v.country_id')
      .leftJoin('states as s', 's.id', 'v.state_id')
      .selectAll('v')
      .select(['q.title as qualification_title', 'c.title as country_title', 's.title as state_title'])
      .select([
        sql<number[]>`ARRAY(SELECT subject_id FROM vacancy_subjects WHERE vacancy_id = v.id ORDER BY position)`.as('subject_ids'),
        sql<string[]>`ARRAY(SELECT sub.title FROM vacancy_subjects vs JOIN subjects sub ON sub.id = vs.subject_id WHERE vs.vacancy_id = v.id ORDER BY vs.position)`.as(
          'subject_titles',
        ),
      ])

  const writes = listingWrites(db, {
    table: 'vacancies',
    slugFallback: 'vacancy',
    columns,
    // The subjects in the given order; the vacancy's row already has their words and ids (`columns`).
    children: [
      {
        table: 'vacancy_subjects',
        listing: 'vacancy_id',
        rows: (id, record) => record.subjectIds.map((subject_id, position) => ({ vacancy_id: id, subject_id, position })),
      },
    ],
  })

  return {
    /** Newest first; `search` is part of a title, employer, subject, state or country, in any case. */
    page(search: string | undefined, page: number) {
      const found = whereContains(items(), search, ['v.title', 'v.employer', 'v.subject_text', 's.title', 'c.title'])
      return selectPage(found.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc'), page, ADMIN_VACANCIES_PAGE_SIZE)
    },

    item: (id: number) => items().where('v.id', '=', id).executeTakeFirst(),

    /** What the form's ids name, for the field messages: which subjects exist, the state's country. */
    /** What the record's ids name; a retired subject or qualification counts only when `stored` has it already. */
    async lookups(record: Pick<VacancyRecord, 'subjectIds' | 'qualificationId' | 'countryId' | 'stateId'>, stored?: Pick<VacancyRecord, 'subjectIds' | 'qualificationId'>) {
      const heldSubjects = stored?.subjectIds ?? []
      const { rows } = await sql<{ subjects: number[] | null; qualification: boolean; country: boolean; country_has_states: boolean; state_country: number | null }>`
        SELECT
          (SELECT array_agg(id) FROM subjects WHERE id = ANY(${record.subjectIds}::bigint[]) AND (retired_at IS NULL OR id = ANY(${heldSubjects}::bigint[]))) AS subjects,
          EXISTS (SELECT 1 FROM qualifications WHERE id = ${record.qualificationId} AND (retired_at IS NULL OR id = ${stored?.qualificationId ?? null})) AS qualification,
          EXISTS (SELECT 1 FROM countries WHERE id = ${record.countryId}) AS country,
          EXISTS (SELECT 1 FROM states WHERE country_id = ${record.countryId}) AS country_has_states,
          (SELECT country_id FROM states WHERE id = ${record.stateId}) AS state_country`.execute(db)
      const row = rows[0]!
      return { ...row, subjects: row.subjects ?? [] }
    },

    ...writes,
  }
}

export type AdminVacanciesRepository = ReturnType<typeof createAdminVacanciesRepository>
export type AdminVacancyRow = NonNullable<Awaited<ReturnType<AdminVacanciesRepository['item']>>>
