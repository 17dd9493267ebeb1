import { sql, type Kysely } from 'kysely'
import { EVENTS_PAGE_SIZE, type DeadlineKind, type EventListQuery } from '../../../contract/events.ts'
import { walkedWords } from '../../db/full-text.ts'
import type { FilterIds } from '../../db/list-filters.ts'
import type { Database } from '../../db/schema.ts'
import { columnOrder, equalFilters, walkedPage } from '../../db/walked-page.ts'
import { listedEvent } from './listed.ts'

/** The public list's filters, their slugs already read as ids; `query` comes from `searchQuery`. */
export type EventFilters = FilterIds<typeof EventListQuery>

/** Listed to the public: published and not yet ended (listed.ts). */
const isListed = listedEvent()

/** A lookup row, aliased `t`, that a listed event has in `column`: a filter choice that finds something. */
const hasListed = (column: 'country_id' | 'state_id' | 'subject_id' | 'type_id' | 'mode_id') =>
  sql<boolean>`EXISTS (SELECT 1 FROM events WHERE ${sql.ref(`events.${column}`)} = t.id AND ${isListed})`

/** An event's deadlines, soonest first, as the card carries them. */
export interface DeadlineRow {
  kind: DeadlineKind
  due_at: string
  anywhere_on_earth: boolean
}

/** Events with everything a card shows. */
const cardsIn = (db: Kysely<Database>) =>
  db
    .selectFrom('events')
    .innerJoin('subjects as sub', 'sub.id', 'events.subject_id')
    .innerJoin('event_types as ty', 'ty.id', 'events.type_id')
    .innerJoin('event_modes as mo', 'mo.id', 'events.mode_id')
    .leftJoin('countries as c', 'c.id', 'events.country_id')
    .leftJoin('states as s', 's.id', 'events.state_id')
    .select([
      'events.id',
      'events.slug',
      'events.title',
      'events.description',
      'events.city',
      'events.venue',
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.organiser',
      'events.link',
      'events.cme_credits',
      'events.status',
      'events.demo',
      'events.updated_at',
      'sub.slug as subject_slug',
      'sub.title as subject_title',
      'ty.slug as type_slug',
      'ty.title as type_title',
      'mo.slug as mode_slug',
      'mo.title as mode_title',
      'c.slug as country_slug',
      'c.title as country_title',
      's.slug as state_slug',
      's.title as state_title',
      sql<DeadlineRow[]>`coalesce((SELECT json_agg(json_build_object('kind', d.kind, 'due_at', d.due_at, 'anywhere_on_earth', d.anywhere_on_earth) ORDER BY d.due_at) FROM event_deadlines d WHERE d.event_id = events.id), '[]')`.as(
        'deadlines',
      ),
    ])

export function createEventsRepository(db: Kysely<Database>) {
  const cards = () => cardsIn(db)

  return {
    /**
     * One page of listed events, soonest first or most recently added first, searching or not (see `matches`).
     * The page's rows are chosen from the events table alone and only they are then read as cards, so a late page
     * does not build the cards an OFFSET skips.
     */
    async page({ countryId, stateId, subjectIds = [], typeId, modeId, query, sort = 'soonest' }: EventFilters, page: number) {
      const [column, direction] = sort === 'newest' ? (['created_at', 'desc'] as const) : (['starts_at', 'asc'] as const)
      // The soonest-first order has an index per filter (events_listed_*_idx); it is walked for the narrowest of those
      // asked for (a state before its country, one subject of seventy before a type), and the others are tested on its
      // rows. The most-recently-added index holds none.
      const subjectId = subjectIds.length === 1 ? subjectIds[0] : undefined
      const equal = { state_id: stateId, subject_id: subjectId, country_id: countryId, type_id: typeId, mode_id: modeId }
      const { held, narrowing: unheld } = equalFilters('events', equal, sort === 'soonest')
      let candidates = db.selectFrom('events').select(['events.id', `events.${column}`]).where(isListed)
      if (held) candidates = candidates.where(held)
      const narrowing = [
        ...unheld,
        ...(subjectIds.length > 1 ? [sql<boolean>`events.subject_id = any(${subjectIds}::bigint[])`] : []),
      ]
      const order = columnOrder(column, direction)
      return walkedPage(db, { candidates, narrowing, order, table: 'events', search: query ? walkedWords('events', query) : undefined, walk: 'index' }, page, EVENTS_PAGE_SIZE, async (rows) => {
        const ids = (await db.selectFrom(rows.as('p')).select('p.id').orderBy(sql.join(order('p'))).execute()).map((row) => row.id)
        if (!ids.length) return []
        const byId = new Map((await cards().where('events.id', 'in', ids).execute()).map((row) => [row.id, row]))
        return ids.map((id) => byId.get(id)!)
      })
    },

    /** One event that is not a draft, by its slug: its page and its calendar entry. */
    bySlug: (slug: string) => cards().where('events.slug', '=', slug).where('events.status', '!=', 'draft').executeTakeFirst(),

    /** The events of `ids` that are not drafts, soonest first: a member's saved events as one calendar. */
    byIds: (ids: number[]) =>
      ids.length ? cards().where('events.id', 'in', ids).where('events.status', '!=', 'draft').orderBy('events.starts_at').orderBy('events.id').execute() : Promise.resolve([]),

    /**
     * Listed events for the sitemap, newest first, `limit` at a time: those with an id below `beforeId`. Read by
     * the primary key a page at a time, so a site with a hundred thousand events never holds them in one array.
     */
    listedBefore: (beforeId: number | null, limit: number) => {
      const query = db.selectFrom('events').select(['id', 'slug', 'updated_at']).where(isListed).orderBy('id', 'desc').limit(limit)
      return (beforeId === null ? query : query.where('id', '<', beforeId)).execute()
    },

    // The filters' choices: only those some listed event has, so none of them leads to an empty list.

    countries: () => db.selectFrom('countries as t').select(['t.slug', 't.title']).where(hasListed('country_id')).orderBy('t.title').execute(),

    states: (countryId: number) =>
      db.selectFrom('states as t').select(['t.slug', 't.title']).where('t.country_id', '=', countryId).where(hasListed('state_id')).orderBy('t.title').execute(),

    subjects: () => db.selectFrom('subjects as t').select(['t.slug', 't.title']).where(hasListed('subject_id')).orderBy('t.title').execute(),

    types: () => db.selectFrom('event_types as t').select(['t.slug', 't.title']).where(hasListed('type_id')).orderBy('t.position').orderBy('t.title').execute(),

    modes: () => db.selectFrom('event_modes as t').select(['t.slug', 't.title']).where(hasListed('mode_id')).orderBy('t.position').execute(),
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>
export type EventRow = NonNullable<Awaited<ReturnType<EventsRepository['bySlug']>>>
