import { sql, type Kysely } from 'kysely'
import { ADMIN_EVENTS_PAGE_SIZE, courseTypeSlugs, type AdminEventListQuery, type EventValues } from '../../../contract/admin-events.ts'
import { whereContains } from '../../db/full-text.ts'
import { listingWrites } from '../../db/listing-writes.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import type { DeadlineRow } from './repository.ts'

/** Everything an event is saved with: the form's values, deadlines as exact moments. */
export type EventRecord = EventValues

const columns = (record: EventRecord) => ({
  title: record.title,
  description: record.description,
  subject_id: record.subjectId,
  type_id: record.typeId,
  mode_id: record.modeId,
  country_id: record.countryId,
  state_id: record.stateId,
  city: record.city,
  venue: record.venue,
  starts_at: record.startsAt,
  ends_at: record.endsAt,
  time_zone: record.timeZone,
  organiser: record.organiser,
  link: record.link,
  cme_credits: record.cmeCredits,
  status: record.status,
  ended: record.endsAt.getTime() <= Date.now(),
  subject_text: sql<string>`(SELECT title FROM subjects WHERE id = ${record.subjectId})`,
})

export function createAdminEventsRepository(db: Kysely<Database>) {
  const items = () =>
    db
      .selectFrom('events as e')
      .innerJoin('subjects as sub', 'sub.id', 'e.subject_id')
      .innerJoin('event_types as ty', 'ty.id', 'e.type_id')
      .innerJoin('event_modes as mo', 'mo.id', 'e.mode_id')
      .leftJoin('countries as c', 'c.id', 'e.country_id')
      .leftJoin('states as s', 's.id', 'e.state_id')
      .selectAll('e')
      .select(['sub.title as subject_title', 'ty.title as type_title', 'mo.title as mode_title', 'c.title as country_title', 's.title as state_title'])
      .select(
        sql<DeadlineRow[]>`coalesce((SELECT json_agg(json_build_object('kind', d.kind, 'due_at', d.due_at, 'anywhere_on_earth', d.anywhere_on_earth) ORDER BY d.due_at) FROM event_deadlines d WHERE d.event_id = e.id), '[]')`.as(
          'deadlines',
        ),
      )

  const writes = listingWrites(db, {
    table: 'events',
    slugFallback: 'event',
    columns,
    children: [
      {
        table: 'event_deadlines',
        listing: 'event_id',
        rows: (id, record) => record.deadlines.map((d) => ({ event_id: id, kind: d.kind, due_at: d.at, anywhere_on_earth: d.anywhereOnEarth })),
      },
    ],
  })

  return {
    /**
     * Newest first; `search` is part of a title, organiser, subject, city, state or country, in any case; `courses`
     * keeps the events of the course types.
     */
    page(search: string | undefined, page: number, { kind }: AdminEventListQuery) {
      let found = whereContains(items(), search, ['e.title', 'e.organiser', 'e.subject_text', 'e.city', 's.title', 'c.title'])
      if (kind === 'courses') found = found.where('ty.slug', 'in', courseTypeSlugs)
      return selectPage(found.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc'), page, ADMIN_EVENTS_PAGE_SIZE)
    },

    item: (id: number) => items().where('e.id', '=', id).executeTakeFirst(),

    /** What the form's ids name, for the field messages: which exist, the mode's slug, the state's country. */
    /** What the record's ids name; a retired subject, type or mode counts only when `stored` has it already. */
    async lookups(record: Pick<EventRecord, 'subjectId' | 'typeId' | 'modeId' | 'countryId' | 'stateId'>, stored?: Pick<EventRecord, 'subjectId' | 'typeId' | 'modeId'>) {
      const { rows } = await sql<{ subject: boolean; type: boolean; mode: string | null; country: boolean; country_has_states: boolean; state_country: number | null }>`
        SELECT
          EXISTS (SELECT 1 FROM subjects WHERE id = ${record.subjectId} AND (retired_at IS NULL OR id = ${stored?.subjectId ?? null})) AS subject,
          EXISTS (SELECT 1 FROM event_types WHERE id = ${record.typeId} AND (retired_at IS NULL OR id = ${stored?.typeId ?? null})) AS type,
          (SELECT slug FROM event_modes WHERE id = ${record.modeId} AND (retired_at IS NULL OR id = ${stored?.modeId ?? null})) AS mode,
          EXISTS (SELECT 1 FROM countries WHERE id = ${record.countryId}) AS country,
          EXISTS (SELECT 1 FROM states WHERE country_id = ${record.countryId}) AS country_has_states,
          (SELECT country_id FROM states WHERE id = ${record.stateId}) AS state_country`.execute(db)
      return rows[0]!
    },

    ...writes,
  }
}

export type AdminEventsRepository = ReturnType<typeof createAdminEventsRepository>
export type AdminEventRow = NonNullable<Awaited<ReturnType<AdminEventsRepository['item']>>>
