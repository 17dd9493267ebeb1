import { sql, type Kysely } from 'kysely'
import { EVENTS_PAGE_SIZE, type DeadlineKind, type EventListQuery } from '../../../contract/events.ts'
import { matches } from '../../db/full-text.ts'
import type { FilterIds } from '../../db/list-filters.ts'
import { pageWindow, toPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
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
      let chosen = db.selectFrom('events').select('events.id').where(isListed)
      if (countryId) chosen = chosen.where('events.country_id', '=', countryId)
      if (stateId) chosen = chosen.where('events.state_id', '=', stateId)
      // One subject keeps the plain equality the subject's listed index is read in order by; several are any of an array.
      if (subjectIds.length === 1) chosen = chosen.where('events.subject_id', '=', subjectIds[0]!)
      if (subjectIds.length > 1) chosen = chosen.where(sql<boolean>`events.subject_id = any(${subjectIds}::bigint[])`)
      if (typeId) chosen = chosen.where('events.type_id', '=', typeId)
      if (modeId) chosen = chosen.where('events.mode_id', '=', modeId)
      if (query) chosen = chosen.where(matches('events.search_vector', query))
      const { offset, limit } = pageWindow(page, EVENTS_PAGE_SIZE)
      const { items, hasMore } = toPage(await chosen.orderBy(`events.${column}`, direction).orderBy('events.id', direction).limit(limit).offset(offset).execute(), EVENTS_PAGE_SIZE)
      if (!items.length) return { items: [], hasMore }
      const found = await cards()
        .where('events.id', 'in', items.map((row) => row.id))
        .execute()
      const byId = new Map(found.map((row) => [row.id, row]))
      return { items: items.map((row) => byId.get(row.id)!), hasMore }
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
