import { sql, type Kysely } from 'kysely'
import { EXPERTS_PAGE_SIZE, type ExpertListQuery, type ExpertSubject } from '../../../contract/experts.ts'
import { matches } from '../../db/full-text.ts'
import type { FilterIds } from '../../db/list-filters.ts'
import type { Database } from '../../db/schema.ts'
import { walkedPage } from '../../db/walked-page.ts'
import { expertStats } from './stats.ts'

/** The directory's filters, the subject's slug already read as its id; `query` comes from `searchQuery`. */
export type ExpertFilters = FilterIds<typeof ExpertListQuery>

/**
 * In the directory: an account that has the expert role, whose profile staff have not taken out of it. The role is
 * read from the profile's copy, the condition of the index that holds the directory's order.
 */
const isListed = sql<boolean>`expert_profiles.listed AND expert_profiles.has_expert_role`

/**
 * The columns of each order, on the profile and on the page's rows (`p`): verified first, then those who helped in
 * most conversations, then by name; by name; or the quickest typical reply first. The name and the id end each,
 * so pages never overlap, and each is held by a partial index (030 and 041).
 */
const orders = {
  helpful: (t: string) => [sql`${sql.ref(`${t}.verified_at`)} IS NULL`, sql`${sql.ref(`${t}.helped_count`)} DESC`, sql.ref(`${t}.name`), sql.ref(`${t}.user_id`)],
  name: (t: string) => [sql.ref(`${t}.name`), sql.ref(`${t}.user_id`)],
  'reply-time': (t: string) => [sql`${sql.ref(`${t}.reply_minutes`)} NULLS LAST`, sql.ref(`${t}.name`), sql.ref(`${t}.user_id`)],
}

/**
 * One page of listed experts in the chosen order. The page's experts are chosen from their profiles alone, which
 * hold each order with its index and the subjects with theirs; only they are joined to their accounts, as
 * PostgreSQL builds the selected columns of every row it sorts or skips.
 */
function pageRows(db: Kysely<Database>, { subjectId, query, sort = 'helpful' }: ExpertFilters, page: number) {
  const candidates = db
    .selectFrom('expert_profiles')
    .select(['expert_profiles.user_id', 'expert_profiles.verified_at', 'expert_profiles.helped_count', 'expert_profiles.name', 'expert_profiles.reply_minutes'])
    .where(isListed)
  const narrowing = [
    ...(subjectId ? [sql<boolean>`expert_profiles.subject_ids @> ARRAY[${subjectId}]::bigint[]`] : []),
    ...(query ? [matches('expert_profiles.search_vector', query)] : []),
  ]
  const order = orders[sort]
  return walkedPage(db, { candidates, narrowing, order, table: 'expert_profiles', walk: 'table' }, page, EXPERTS_PAGE_SIZE, (rows) =>
    db
      .selectFrom(rows.as('p'))
      .innerJoin('users', 'users.id', 'p.user_id')
      .innerJoin('expert_profiles', 'expert_profiles.user_id', 'p.user_id')
      .leftJoin('qualifications as q', 'q.id', 'users.qualification_id')
      .leftJoin('professions as pr', 'pr.id', 'users.profession_id')
      .select([
        'users.id',
        'users.name',
        'users.bio',
        'users.image_file_id',
        'q.title as qualification_title',
        'pr.title as profession_title',
        'expert_profiles.languages',
        'expert_profiles.orcid',
        'expert_profiles.demo',
        'p.verified_at',
        'p.helped_count',
      ])
      .orderBy(sql.join(order('p')))
      .execute(),
  )
}

export function createExpertsRepository(db: Kysely<Database>) {
  /** The listed experts' subjects, by title, for the page's cards. */
  async function subjectsOf(ids: string[]) {
    const rows = ids.length
      ? await db
          .selectFrom('user_subjects as us')
          .innerJoin('subjects as s', 's.id', 'us.subject_id')
          .select(['us.user_id', 's.slug', 's.title'])
          .where('us.user_id', 'in', ids)
          .orderBy('s.title')
          .execute()
      : []
    const byExpert = new Map<string, ExpertSubject[]>(ids.map((id) => [id, []]))
    for (const { user_id, slug, title } of rows) byExpert.get(user_id)!.push({ slug, title })
    return byExpert
  }

  return {
    /** One page of listed experts (`pageRows`); the cards' subjects and response times are read for its experts only. */
    async page(filters: ExpertFilters, page: number) {
      const { items, hasMore } = await pageRows(db, filters, page)
      const ids = items.map((row) => row.id)
      const [subjects, stats] = await Promise.all([subjectsOf(ids), expertStats(db, ids)])
      return { items: items.map((row) => ({ ...row, subjects: subjects.get(row.id)!, response_minutes: stats.get(row.id) ?? null })), hasMore }
    },

    // Per subject, the first listed expert found will do. LIMIT 1 makes it a probe of the subject's entries in
    // user_subjects_subject_idx rather than a join of every listed expert's subjects.
    subjects: () =>
      db
        .selectFrom('subjects as t')
        .select(['t.slug', 't.title'])
        .where(
          sql<boolean>`(SELECT 1 FROM user_subjects us JOIN expert_profiles ON expert_profiles.user_id = us.user_id
            WHERE us.subject_id = t.id AND ${isListed} LIMIT 1) IS NOT NULL`,
        )
        .orderBy('t.title')
        .execute(),

    /** A listed expert's photo, as stored among the private files; none for anyone else. */
    photo: (id: string) =>
      db
        .selectFrom('expert_profiles')
        .innerJoin('users', 'users.id', 'expert_profiles.user_id')
        .innerJoin('private_files as f', 'f.id', 'users.image_file_id')
        .select(['f.name', 'f.mime_type as mimeType'])
        .where('users.id', '=', id)
        .where(isListed)
        .executeTakeFirst(),
  }
}

export type ExpertsRepository = ReturnType<typeof createExpertsRepository>
export type ExpertRow = Awaited<ReturnType<ExpertsRepository['page']>>['items'][number]
