import { sql, type Kysely } from 'kysely'
import { EXPERT_SORTS, ExpertListQuery } from '../../contract/expert-filters.ts'
import type { Database } from '../../server/db/schema.ts'
import { drawRequests, memberKinds, noFilter, type Random, type RequestKind } from './directory-requests.ts'
import { filterShapes, pageShapes, rarePairShapes, sortShapes, wordShapes, type Params } from './list-shapes.ts'
import type { List } from './lists.ts'
import { FIRST_NAMES, LAST_NAMES } from './member-names.ts'
import { memberSession } from './prepared-database.ts'
import { byRows, listWords, queryOf, rarelyTogether, type WordSource } from './shape-words.ts'

const PATH = '/api/subject-experts'

/** What a generated expert's bio says: the subject's title is woven in, as experts describe their own field. */
const BIOS = [
  'Clinician and researcher in %s, supervising doctoral students and reviewing for journals in the field.',
  'Fifteen years of trials and systematic reviews in %s; happy to advise on study design and statistics.',
  'Consultant in %s with an interest in medical education, grant writing and publishing first papers.',
  'Laboratory scientist working on %s, from protocols and imaging to getting the results published.',
]

/** A listed expert as the requests are drawn from: their name, their subjects' slugs and titles, and their bio. */
interface ExpertRow {
  name: string
  subjects: { slug: string; title: string }[]
  bio: string
}

const oneFilter = (rng: Random, e: ExpertRow): Params => ({ subject: rng.pick(e.subjects).slug })

/** The kinds of `GET /api/subject-experts` request and how often each comes. */
const kinds: RequestKind<ExpertRow>[] = [
  noFilter,
  { kind: 'subject', weight: 20, signedIn: false, params: oneFilter },
  { kind: 'search by name', weight: 10, signedIn: false, params: (rng, e) => ({ search: rng.chance(0.5) ? e.name.split(' ').at(-1)! : e.name.replace(/^Dr\. /, '') }) },
  // The searches and pages are open to visitors here; the kinds are the other directories' all the same.
  ...memberKinds((e: ExpertRow) => `${e.subjects.map((s) => s.title).join(' ')} ${e.bio}`, oneFilter),
]

/**
 * `count` experts, each in one `INSERT … SELECT generate_series` per table: accounts with the expert role (named
 * as members are), one to three subjects each, a qualification and profession, and a profile (one in four verified,
 * helped in up to 200 conversations), whose search vector its insert trigger writes as staff edits would.
 */
async function fillExperts(db: Kysely<Database>, count: number) {
  if (!count) return
  const id = (n: string) => sql.raw(`md5('bench-expert-' || ${n})::uuid`)
  // The choices as arrays read once, each expert taking the one its number points at. The bio is picked by e / 4,
  // not e: one in four (e % 4 = 0) is verified, and the verified must not all share one bio's words.
  const choices = sql`(SELECT (SELECT array_agg(id ORDER BY id) FROM subjects) AS subjects, (SELECT array_agg(title ORDER BY id) FROM subjects) AS titles,
    (SELECT array_agg(id ORDER BY id) FROM qualifications) AS qualifications, (SELECT array_agg(id ORDER BY id) FROM professions) AS professions,
    (SELECT password_hash FROM users LIMIT 1) AS hash) c`
  const at = (list: string, n: string) => sql.raw(`c.${list}[1 + (${n}) % cardinality(c.${list})]`)
  await sql`
    INSERT INTO users (id, name, email, password_hash, role, email_verified_at, bio, qualification_id, profession_id)
    SELECT ${id('e')}, 'Dr. ' || f || ' ' || l, lower(f || '.' || l || '.expert' || e) || '@example.org', c.hash, 'expert', now(),
           replace((${BIOS}::text[])[1 + (e / 4) % ${BIOS.length}], '%s', ${at('titles', 'e')}), ${at('qualifications', 'e')}, ${at('professions', 'e * 3')}
    FROM generate_series(1, ${count}) e, ${choices},
         LATERAL (SELECT (${FIRST_NAMES}::text[])[1 + e % ${FIRST_NAMES.length}] AS f, (${LAST_NAMES}::text[])[1 + (e * 7) % ${LAST_NAMES.length}] AS l) n`.execute(db)
  // The profiles do not exist yet, so the triggers that would rewrite their search vectors and subjects have nothing
  // to do; the profiles' own insert trigger reads both.
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE user_subjects DISABLE TRIGGER USER`.execute(trx)
    await sql`
      INSERT INTO user_subjects (user_id, subject_id)
      SELECT DISTINCT ${id('e')}, ${at('subjects', 'e + k * 37')}
      FROM generate_series(1, ${count}) e, generate_series(0, e % 3) k, ${choices}`.execute(trx)
    await sql`ALTER TABLE user_subjects ENABLE TRIGGER USER`.execute(trx)
  })
  await sql`
    INSERT INTO expert_profiles (user_id, languages, verified_at, helped_count)
    SELECT ${id('e')}, CASE WHEN e % 3 = 0 THEN ARRAY['English', 'Hindi'] ELSE ARRAY['English'] END,
           CASE WHEN e % 4 = 0 THEN now() END, (e * 7919) % 200
    FROM generate_series(1, ${count}) e`.execute(db)
}

/** Listed experts to draw requests from: a fixed sample, the same on every run. */
async function sample(db: Kysely<Database>): Promise<ExpertRow[]> {
  const rows = await db
    .selectFrom('expert_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('user_subjects as us', 'us.user_id', 'u.id')
    .innerJoin('subjects as s', 's.id', 'us.subject_id')
    .select(['u.id', 'u.name', 'u.bio', 's.slug', 's.title'])
    .where('p.listed', '=', true)
    .where('u.role', '=', 'expert')
    .orderBy(sql`md5(u.id::text)`)
    .orderBy('s.slug')
    .limit(6000)
    .execute()
  const experts = new Map<string, ExpertRow>()
  for (const { id, name, bio, slug, title } of rows) {
    const expert = experts.get(id) ?? { name, bio: bio ?? '', subjects: [] }
    expert.subjects.push({ slug, title })
    experts.set(id, expert)
  }
  return [...experts.values()]
}

const listed = sql<boolean>`r.listed AND r.has_expert_role`

/**
 * The listed experts' words (their names and bios), and where each comes in the default order: verified first,
 * then those who helped most (the name that ends the order is left out: the rank only places a match).
 */
const words: WordSource = {
  from: sql`expert_profiles r JOIN users u ON u.id = r.user_id`,
  where: listed,
  text: sql`u.name || ' ' || coalesce(u.bio, '')`,
  vector: sql`r.search_vector`,
  key: sql`r.user_id`,
  rank: sql`(r.verified_at IS NULL)::int * 1000000 - r.helped_count`,
}

const bySubject = (extra = sql`NULL`) => sql`
  SELECT s.slug AS value, count(*)::int AS rows, count(*) FILTER (WHERE ${extra})::int AS together
  FROM expert_profiles r CROSS JOIN LATERAL unnest(r.subject_ids) AS u(id) JOIN subjects s ON s.id = u.id WHERE ${listed} GROUP BY s.slug`

/** The directory has one filter, the subject: no shape combines filters. */
async function expertShapes(db: Kysely<Database>) {
  const found = await listWords(db, words)
  const subject = await byRows(db, bySubject())
  const { rows: pairs } = await sql<{ value: string; rows: number; together: number }>`${bySubject(sql`r.search_vector @@ ${await queryOf(db, found.common.word)}`)}`.execute(db)
  return [
    ...pageShapes(PATH, ExpertListQuery),
    ...filterShapes(PATH, [{ name: 'subject', values: subject, params: (value) => ({ subject: value }) }]),
    ...wordShapes(PATH, ExpertListQuery, found),
    ...rarePairShapes(PATH, ExpertListQuery, found.common, 'subject', rarelyTogether(pairs), (value) => ({ subject: value })),
    ...sortShapes(PATH, EXPERT_SORTS, { name: 'the rarest subject', params: { subject: subject.rarest.value } }),
  ]
}

export const expertList: List = {
  name: 'experts',
  path: PATH,
  table: 'expert_profiles',
  fill: fillExperts,
  signIn: memberSession,
  shapes: expertShapes,
  mix: async (db) => drawRequests(PATH, await sample(db), kinds, 2000, 15),
}
