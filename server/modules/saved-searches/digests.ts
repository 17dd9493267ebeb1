import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AlertArea, DigestCadence } from '../../db/schema/saved-searches.ts'

/** How long after a member's last digest of a cadence the next may be made. */
const cadenceInterval = sql`CASE w.cadence WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END`

/**
 * Makes the digests that are due, in one statement: for each member, what waits for a digest of a cadence whose last
 * digest is at least that old (or who has none) goes into one new digest. What waits for members who want no alert
 * mail (or left) is passed over, never mailed later; the items of digests mailed a day ago are dropped.
 */
export async function buildDigests(db: Kysely<Database>) {
  const { rows } = await sql<{ digests: number; items: number; passed: number }>`
    WITH waiting AS (
      SELECT DISTINCT m.user_id, m.cadence FROM alert_matches m WHERE m.digest_id IS NULL
    ),
    passed AS (
      DELETE FROM alert_matches m USING waiting w JOIN users u ON u.id = w.user_id AND (NOT u.alert_mail OR u.deleted_at IS NOT NULL)
      WHERE m.user_id = w.user_id AND m.cadence = w.cadence AND m.digest_id IS NULL
      RETURNING jsonb_array_length(m.items) AS items
    ),
    -- Gathered into arrays before the first digest is written: an aggregate reads all its input first, so the check
    -- for a recent digest never reads the rows this statement adds (a scan of them would grow with every digest).
    due AS (
      SELECT array_agg(w.user_id) AS users, array_agg(w.cadence) AS cadences FROM waiting w JOIN users u ON u.id = w.user_id
      WHERE u.alert_mail AND u.deleted_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM alert_digests d WHERE d.user_id = w.user_id AND d.cadence = w.cadence AND d.created_at > now() - ${cadenceInterval})
    ),
    made AS (
      INSERT INTO alert_digests (user_id, cadence, searches)
      SELECT x.user_id, x.cadence, ARRAY(SELECT s.id FROM saved_searches s WHERE s.user_id = x.user_id AND s.alert = x.cadence)
      FROM due CROSS JOIN unnest(due.users, due.cadences) AS x(user_id, cadence)
      RETURNING id, user_id, cadence
    ),
    taken AS (
      UPDATE alert_matches m SET digest_id = made.id
      FROM made WHERE m.user_id = made.user_id AND m.cadence = made.cadence AND m.digest_id IS NULL
      RETURNING jsonb_array_length(m.items) AS items
    ),
    dropped AS (
      DELETE FROM alert_matches m USING alert_digests d WHERE m.digest_id = d.id AND d.sent_at < now() - interval '1 day'
    )
    SELECT (SELECT count(*)::int FROM made) AS digests, (SELECT coalesce(sum(items), 0)::int FROM taken) AS items,
      (SELECT coalesce(sum(items), 0)::int FROM passed) AS passed`.execute(db)
  return rows[0]!
}

/**
 * After a member changed or deleted a saved search: each of their items still waiting for a digest waits for the
 * soonest cadence its searches ask for now, and one that no search wants mailed any more is passed over.
 */
export async function refreshWaiting(db: Kysely<Database>, userId: string) {
  await sql`
    WITH taken AS (
      DELETE FROM alert_matches WHERE user_id = ${userId} AND digest_id IS NULL RETURNING id, items
    ),
    regrouped AS (
      SELECT t.id, x.n, x.item, (
        SELECT CASE WHEN bool_or(s.alert = 'daily') THEN 'daily' WHEN bool_or(s.alert = 'weekly') THEN 'weekly' END
        FROM saved_searches s WHERE s.user_id = ${userId} AND s.id::text IN (SELECT jsonb_array_elements_text(x.item->'searches'))
      ) AS cadence
      FROM taken t CROSS JOIN jsonb_array_elements(t.items) WITH ORDINALITY AS x(item, n)
    )
    INSERT INTO alert_matches (user_id, cadence, items)
    SELECT ${userId}, cadence, jsonb_agg(item ORDER BY id, n) FROM regrouped WHERE cadence IS NOT NULL GROUP BY cadence`.execute(db)
}

export interface DigestItem {
  area: AlertArea
  title: string
  /** Who offers it, where and when, as one line. */
  detail: string | null
  path: string
  /** The names of the member's searches that found it, as they are now. */
  foundBy: string[]
}

export interface ClaimedDigest {
  id: number
  userId: string
  email: string
  name: string
  cadence: DigestCadence
  items: DigestItem[]
}

/**
 * Claims up to `limit` unsent digests for this run (marking them sent, so no other run or node mails them) and reads
 * what each reports. A mail that then fails is given back with `release`; a process that dies after the claim loses
 * that digest rather than ever mailing it twice.
 */
export async function claimDigests(db: Kysely<Database>, limit: number): Promise<ClaimedDigest[]> {
  const { rows: claimed } = await sql<{ id: number; user_id: string; cadence: DigestCadence; email: string; name: string }>`
    WITH claimed AS (
      UPDATE alert_digests SET sent_at = now()
      WHERE id IN (SELECT id FROM alert_digests WHERE sent_at IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, cadence
    )
    SELECT c.id, c.user_id, c.cadence, u.email, u.name FROM claimed c JOIN users u ON u.id = c.user_id ORDER BY c.id`.execute(db)
  if (!claimed.length) return []
  const { rows: items } = await sql<Omit<DigestItem, 'foundBy'> & { digestId: number; searches: string[] }>`
    SELECT m.digest_id AS "digestId",
      CASE WHEN v.id IS NOT NULL THEN 'vacancies' WHEN e.id IS NOT NULL THEN 'events' ELSE 'community' END AS area,
      coalesce(v.title, e.title, p.title) AS title,
      CASE
        WHEN v.id IS NOT NULL THEN concat_ws(' · ', v.employer, nullif(concat_ws(', ', v.city, vc.title), ''), 'closes ' || to_char(v.closes_at AT TIME ZONE 'UTC', 'DD Mon YYYY'))
        WHEN e.id IS NOT NULL THEN concat_ws(' · ', e.organiser, nullif(concat_ws(', ', e.city, ec.title), ''), to_char(e.starts_at AT TIME ZONE e.time_zone, 'DD Mon YYYY'))
        ELSE left(p.text, 160)
      END AS detail,
      CASE WHEN v.id IS NOT NULL THEN '/vacancy/' || v.slug WHEN e.id IS NOT NULL THEN '/event/' || e.slug
        ELSE '/rc-community?search=' || trim(BOTH '+' FROM regexp_replace(left(p.title, 100), '[^[:alnum:]]+', '+', 'g')) END AS path,
      ARRAY(SELECT jsonb_array_elements_text(x.item->'searches')) AS searches
    FROM alert_matches m
    CROSS JOIN jsonb_array_elements(m.items) WITH ORDINALITY AS x(item, n)
    LEFT JOIN vacancies v ON v.id = (x.item->>'vacancy_id')::bigint
    LEFT JOIN countries vc ON vc.id = v.country_id
    LEFT JOIN events e ON e.id = (x.item->>'event_id')::bigint
    LEFT JOIN countries ec ON ec.id = e.country_id
    LEFT JOIN community_posts p ON p.id = (x.item->>'post_id')::uuid
    WHERE m.digest_id = ANY(${claimed.map((d) => d.id)}::bigint[])
      -- Taken down (or deleted) since it matched: nothing to open any more.
      AND (v.status = 'open' OR e.status = 'published' OR (p.id IS NOT NULL AND p.hidden_at IS NULL))
    ORDER BY 2 DESC, m.id, x.n`.execute(db)
  // The names of the searches as they are now, read once per member rather than once per item.
  const names = new Map(
    (
      await db
        .selectFrom('saved_searches')
        .select(['id', 'name'])
        .where('user_id', 'in', [...new Set(claimed.map((d) => d.user_id))])
        .orderBy('created_at')
        .execute()
    ).map((s, order) => [s.id, { name: s.name, order }]),
  )
  const foundBy = (searches: string[]) =>
    searches
      .flatMap((id) => names.get(id) ?? [])
      .sort((a, b) => a.order - b.order)
      .map((s) => s.name)
  const byDigest = new Map<number, DigestItem[]>()
  for (const { digestId, searches, ...item } of items) byDigest.set(digestId, [...(byDigest.get(digestId) ?? []), { ...item, foundBy: foundBy(searches) }])
  return claimed.map((d) => ({
    id: d.id,
    userId: d.user_id,
    email: d.email,
    name: d.name,
    cadence: d.cadence,
    items: byDigest.get(d.id) ?? [],
  }))
}

/** Gives back a claimed digest whose mail could not be sent, for the next run. */
export async function releaseDigest(db: Kysely<Database>, id: number) {
  await db.updateTable('alert_digests').set({ sent_at: null }).where('id', '=', id).execute()
}
