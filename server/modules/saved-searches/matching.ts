import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AlertArea } from '../../db/schema/saved-searches.ts'
import { listedEvent } from '../events/index.ts'
import { listedVacancy } from '../vacancies/index.ts'

/** Items taken from the queue per statement: the new items of one batch are compared with every alerting search. */
export const MATCH_BATCH = 1000

/**
 * A member's 'at once' alerts of one batch, as they went to the bell: how many, and the first of them. The caller
 * pushes one notification per member for them, in the same transaction.
 */
export interface InstantAlert {
  userId: string
  count: number
  title: string
  text: string
  link: string
}

/**
 * How one area's new items meet its saved searches. Matching is a hash join on keys, not a test of every search
 * against every item: each search gives the keys of its most selective filters (country and subject together, else
 * subject, else country, else type), each item every key a search could give it, and only pairs that share a key
 * are checked against the whole of the search's filters. A search with none of those filters (words only) is
 * compared with each item of the batch. A slug that no longer names a live value resolves to nothing and is left
 * out, as the search is opened (service.ts).
 */
interface AreaMatching {
  /** The queue's column for the area's items. */
  queued: 'vacancy_id' | 'event_id' | 'post_id'
  /** `items` from `batch` (queue rows): the listed ones, with `item_id`, `queued_at`, `vector` and the filters' columns. */
  items: RawBuilder<unknown>
  itemKeys: RawBuilder<unknown>
  /** `searches` from saved_searches `s`: each filter resolved to ids, from the lookups joined. */
  lookups: RawBuilder<unknown>
  filters: RawBuilder<unknown>
  searchKeys: RawBuilder<unknown>
  /** A search `s` with none of the filters keys are made of: it is compared with every new item, words first. */
  keyless: RawBuilder<unknown>
  /** Whether search `s` takes item `i`, its words aside. */
  accepts: RawBuilder<unknown>
  /** The bell's notice for item `i` found by search `ss`: title, text and link. */
  notice: RawBuilder<unknown>
}

/** The lookup row (as `alias`) that the search's filter names by its slug; none for a retired or missing value. */
const lookup = (table: string, alias: string, filter: string, retirable = true) =>
  sql`LEFT JOIN ${sql.table(table)} ${sql.raw(alias)} ON ${sql.raw(alias)}.slug = s.filters->>${filter}${retirable ? sql` AND ${sql.raw(alias)}.retired_at IS NULL` : sql``}`
const country = sql`${lookup('countries', 'c', 'country', false)} LEFT JOIN states st ON st.country_id = c.id AND st.slug = s.filters->>'state'`
/** The live subjects the search's `subjects` name, as ids: a retired one is left out, as the search is opened. */
const subjectIds = sql`ARRAY(SELECT x.id FROM jsonb_array_elements_text(CASE jsonb_typeof(s.filters->'subjects') WHEN 'array' THEN s.filters->'subjects' ELSE '[]' END) f
        JOIN subjects x ON x.slug = f AND x.retired_at IS NULL) AS subject_ids`
/** Null, or an equal value: a filter the search does not set takes every item. */
const either = (column: string) => sql`(s.${sql.raw(column)} IS NULL OR s.${sql.raw(column)} = i.${sql.raw(column)})`

const areas: Record<AlertArea, AreaMatching> = {
  vacancies: {
    queued: 'vacancy_id',
    items: sql`SELECT v.id AS item_id, b.queued_at, v.search_vector AS vector, v.country_id, v.state_id, v.qualification_id, v.subject_ids
      FROM batch b JOIN vacancies v ON v.id = b.vacancy_id WHERE ${listedVacancy('v')}`,
    itemKeys: sql`SELECT i.*, 'c' || i.country_id || 's' || k AS key FROM items i CROSS JOIN unnest(i.subject_ids) k
      UNION ALL SELECT i.*, 's' || k FROM items i CROSS JOIN unnest(i.subject_ids) k
      UNION ALL SELECT i.*, 'c' || i.country_id FROM items i
      UNION ALL SELECT i.*, 'q' || i.qualification_id FROM items i WHERE i.qualification_id IS NOT NULL`,
    lookups: sql`${country} ${lookup('qualifications', 'q', 'qualification')}`,
    filters: sql`c.id AS country_id, st.id AS state_id, q.id AS qualification_id, ${subjectIds}`,
    searchKeys: sql`SELECT s.*, coalesce('c' || s.country_id, '') || 's' || k AS key FROM searches s CROSS JOIN unnest(s.subject_ids) k
      UNION ALL SELECT s.*, 'c' || s.country_id FROM searches s WHERE cardinality(s.subject_ids) = 0 AND s.country_id IS NOT NULL
      UNION ALL SELECT s.*, 'q' || s.qualification_id FROM searches s WHERE cardinality(s.subject_ids) = 0 AND s.country_id IS NULL AND s.qualification_id IS NOT NULL`,
    keyless: sql`cardinality(s.subject_ids) = 0 AND s.country_id IS NULL AND s.qualification_id IS NULL`,
    accepts: sql`${either('country_id')} AND ${either('state_id')} AND ${either('qualification_id')}
      AND (cardinality(s.subject_ids) = 0 OR s.subject_ids && i.subject_ids)`,
    notice: sql`SELECT 'New vacancy for “' || ss.name || '”', v.title || ' · ' || v.employer, '/vacancy/' || v.slug
      FROM vacancies v WHERE v.id = n.item_id`,
  },
  events: {
    queued: 'event_id',
    items: sql`SELECT e.id AS item_id, b.queued_at, e.search_vector AS vector, e.country_id, e.state_id, e.subject_id, e.type_id, e.mode_id
      FROM batch b JOIN events e ON e.id = b.event_id WHERE ${listedEvent('e')}`,
    itemKeys: sql`SELECT i.*, 'c' || i.country_id || 's' || i.subject_id AS key FROM items i WHERE i.country_id IS NOT NULL AND i.subject_id IS NOT NULL
      UNION ALL SELECT i.*, 's' || i.subject_id FROM items i WHERE i.subject_id IS NOT NULL
      UNION ALL SELECT i.*, 'c' || i.country_id FROM items i WHERE i.country_id IS NOT NULL
      UNION ALL SELECT i.*, 't' || i.type_id FROM items i WHERE i.type_id IS NOT NULL
      UNION ALL SELECT i.*, 'm' || i.mode_id FROM items i WHERE i.mode_id IS NOT NULL`,
    lookups: sql`${country} ${lookup('event_types', 'ty', 'type')} ${lookup('event_modes', 'mo', 'mode')}`,
    filters: sql`c.id AS country_id, st.id AS state_id, ${subjectIds}, ty.id AS type_id, mo.id AS mode_id`,
    // An event has one subject: a search of several meets it on the one they share.
    searchKeys: sql`SELECT s.*, coalesce('c' || s.country_id, '') || 's' || k AS key FROM searches s CROSS JOIN unnest(s.subject_ids) k
      UNION ALL SELECT s.*, coalesce('c' || s.country_id, 't' || s.type_id, 'm' || s.mode_id)
      FROM searches s WHERE cardinality(s.subject_ids) = 0 AND coalesce(s.country_id, s.type_id, s.mode_id) IS NOT NULL`,
    keyless: sql`cardinality(s.subject_ids) = 0 AND coalesce(s.country_id, s.type_id, s.mode_id) IS NULL`,
    accepts: sql`${either('country_id')} AND ${either('state_id')} AND ${either('type_id')} AND ${either('mode_id')}
      AND (cardinality(s.subject_ids) = 0 OR i.subject_id = ANY(s.subject_ids))`,
    notice: sql`SELECT 'New event for “' || ss.name || '”', e.title || ' · ' || e.organiser, '/event/' || e.slug
      FROM events e WHERE e.id = n.item_id`,
  },
  community: {
    queued: 'post_id',
    items: sql`SELECT p.id AS item_id, b.queued_at, p.search_vector AS vector, p.author_id
      FROM batch b JOIN community_posts p ON p.id = b.post_id WHERE p.hidden_at IS NULL`,
    itemKeys: sql`SELECT i.*, NULL::text AS key FROM items i WHERE false`,
    lookups: sql``,
    filters: sql`NULL AS unused`,
    searchKeys: sql`SELECT s.*, NULL::text AS key FROM searches s WHERE false`,
    keyless: sql`true`,
    // A member is not alerted of what they wrote themselves.
    accepts: sql`i.author_id <> s.user_id`,
    // Posts have no page of their own: the link searches the feed for the title's words, joined by '+' as a query's
    // spaces are, so nothing in a title can end the address's parameter.
    notice: sql`SELECT 'New community post for “' || ss.name || '”', p.title,
        '/rc-community?search=' || trim(BOTH '+' FROM regexp_replace(left(p.title, 100), '[^[:alnum:]]+', '+', 'g'))
      FROM community_posts p WHERE p.id = n.item_id`,
  },
}

/**
 * Matches one batch of the area's queued items against its alerting searches, in the caller's transaction: the
 * batch is marked matched, each member's digest items are recorded in one row per cadence (each item once, with
 * every search that found it, in the soonest digest any asked for), and the 'at once' ones become notices in the
 * bell. A run that dies before its commit leaves the queue as it was. Returns how many items the batch held, how
 * many notices it made and each member's first, or null when the queue had none.
 */
export async function matchBatch(trx: Kysely<Database>, area: AlertArea) {
  // The statement resolves every alerting search's filters before it knows the batch is empty: with 100,000
  // searches that is a third of a second each minute, per area, for nothing. The queue's partial index answers this.
  const waiting = await trx.selectFrom('alert_queue').select('id').where('area', '=', area).where('matched_at', 'is', null).limit(1).executeTakeFirst()
  if (!waiting) return null
  const a = areas[area]
  const queued = sql.ref(a.queued)
  // Compiling the statement to machine code takes PostgreSQL longer than it saves on one run of it.
  await sql`SET LOCAL jit = off`.execute(trx)
  const { rows } = await sql<{ items: number; user_id: string | null; count: number; title: string | null; text: string | null; link: string | null }>`
    WITH batch AS (
      UPDATE alert_queue SET matched_at = now() WHERE id IN (
        SELECT id FROM alert_queue WHERE area = ${area} AND matched_at IS NULL ORDER BY id LIMIT ${MATCH_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING ${queued}, queued_at
    ),
    items AS (${a.items}),
    item_keys AS (${a.itemKeys}),
    searches AS MATERIALIZED (
      SELECT s.id, s.user_id, s.alert, s.created_at, s.match_query, ${a.filters}
      FROM saved_searches s ${a.lookups} WHERE s.area = ${area} AND s.alert <> 'never'
    ),
    search_keys AS (${a.searchKeys}),
    -- Each pair is checked where the keys meet: the keys carry their search's and item's columns, so the plan is one
    -- hash join and no estimate of how many pairs pass can lead it elsewhere. What was public before the search was
    -- saved is not news to it.
    found AS (
      SELECT s.id, s.user_id, s.alert, i.item_id FROM search_keys s JOIN item_keys i ON i.key = s.key
      WHERE s.created_at <= i.queued_at AND ${a.accepts} AND (s.match_query IS NULL OR i.vector @@ s.match_query)
      UNION ALL
      SELECT s.id, s.user_id, s.alert, i.item_id FROM searches s CROSS JOIN items i
      WHERE ${a.keyless} AND s.created_at <= i.queued_at AND ${a.accepts} AND (s.match_query IS NULL OR i.vector @@ s.match_query)
    ),
    matched AS (
      -- A search with several subjects meets an item once per subject they share: each search is counted once.
      SELECT user_id, item_id, array_agg(DISTINCT id) AS searches,
        (array_agg(DISTINCT id) FILTER (WHERE alert = 'instant'))[1] AS instant_search,
        CASE WHEN bool_or(alert = 'daily') THEN 'daily' WHEN bool_or(alert = 'weekly') THEN 'weekly' END AS cadence
      FROM found GROUP BY user_id, item_id
    ),
    recorded AS (
      INSERT INTO alert_matches (user_id, cadence, items)
      SELECT user_id, cadence, jsonb_agg(jsonb_build_object(${a.queued}::text, item_id, 'searches', searches) ORDER BY item_id)
      FROM matched WHERE cadence IS NOT NULL GROUP BY user_id, cadence
    ),
    notices AS (
      INSERT INTO notifications (user_id, title, text, link)
      SELECT n.user_id, notice.* FROM matched n
      JOIN saved_searches ss ON ss.id = n.instant_search
      CROSS JOIN LATERAL (${a.notice}) AS notice
      RETURNING user_id, title, text, link
    ),
    told AS (
      SELECT DISTINCT ON (user_id) user_id, count(*) OVER (PARTITION BY user_id)::int AS count, title, text, link
      FROM notices ORDER BY user_id, link
    )
    SELECT (SELECT count(*)::int FROM batch) AS items, told.* FROM (SELECT 1) AS one LEFT JOIN told ON true`.execute(trx)
  const items = rows[0]?.items ?? 0
  if (!items) return null
  const instant: InstantAlert[] = rows.flatMap((row) => (row.user_id ? [{ userId: row.user_id, count: row.count, title: row.title!, text: row.text!, link: row.link! }] : []))
  return { items, instant }
}
