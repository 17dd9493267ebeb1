import type { Kysely } from 'kysely'
import type { EventListQuery } from '../../../contract/events.ts'
import { searchQuery } from '../../db/full-text.ts'
import type { ListRequest } from '../../db/list-filters.ts'
import type { Database } from '../../db/schema.ts'
import { createSlugLookups, lookupMessages } from '../../core/slug-lookups.ts'
import { invalid, notFound, type FieldIssue } from '../../http/errors.ts'
import type { EventFilters, EventsRepository } from './repository.ts'
import { eventCard } from './responses.ts'
import type { SearchRecorder } from '../../core/ports.ts'

/** `GET /api/events` (and the calendar feed) as its route parsed it (contract/event-filters.ts). */
export type EventListRequest = ListRequest<typeof EventListQuery>

export function createEventsService(db: Kysely<Database>, repo: EventsRepository, analytics: SearchRecorder) {
  const lookups = createSlugLookups(db)

  /** The filters' slugs as ids, or a 400 naming each that names nothing. */
  async function filterIds({ country, state, subjects, type, mode }: Omit<EventListRequest, 'page' | 'search'>) {
    const [place, subjectRows, typeId, modeId] = await Promise.all([
      lookups.place(country, state),
      subjects?.length ? lookups.subjectIds(subjects) : [],
      lookups.one('event_types', type, 'type'),
      lookups.one('event_modes', mode, 'mode'),
    ])
    const issues: FieldIssue[] = [...place.issues, ...typeId.issues, ...modeId.issues]
    if (subjects && subjectRows.length < new Set(subjects).size) issues.push({ path: 'subjects', message: lookupMessages.subjects })
    if (issues.length) throw invalid(issues)
    return { countryId: place.countryId, stateId: place.stateId, subjectIds: [...new Set(subjectRows.map((s) => s.id))], typeId: typeId.id, modeId: modeId.id } satisfies EventFilters
  }

  async function rows({ page, search, sort, ...filters }: EventListRequest) {
    const [ids, query] = await Promise.all([filterIds(filters), search ? searchQuery(db, search) : null])
    return repo.page({ ...ids, query, sort }, page)
  }

  return {
    /** One page of the list, as rows: the calendar feed writes them as entries. */
    rows,

    async list(request: EventListRequest) {
      const { items, hasMore } = await rows(request)
      // The list's searches only: a calendar feed asks again for the same first page on its own schedule.
      if (request.search && request.page === 1) analytics.searched('events', request.search, items.length)
      return { events: items.map(eventCard), hasMore }
    },

    /** An event's page and calendar entry: published or cancelled, never a draft. */
    async row(slug: string) {
      const row = await repo.bySlug(slug)
      if (!row) throw notFound('Event not found')
      return row
    },

    async states(country: string) {
      const countryId = await lookups.idOf('countries', country)
      if (!countryId) throw invalid([{ path: 'country', message: lookupMessages.country }])
      return repo.states(countryId)
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
