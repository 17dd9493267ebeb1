import * as v from 'valibot'
import { ListPageParam, Slug } from './common.ts'
import { listSort, SearchText, slugList } from './search.ts'

// Apart from contract/events.ts so the web app can check its /event URL with these rules without loading the
// cards' schemas, as the vacancies screen does.

/** Events per page of `GET /api/events`. */
export const EVENTS_PAGE_SIZE = 20
/** The most subjects one filter may name. */
export const EVENT_MAX_SUBJECTS = 20

const subjectSlugs = slugList(EVENT_MAX_SUBJECTS, { invalid: 'Subjects must be subject slugs', tooMany: `Choose at most ${EVENT_MAX_SUBJECTS} subjects` })

/** The events' orders: starting soonest first (the default), or the most recently added first. */
export const EVENT_SORTS = ['soonest', 'newest'] as const

/**
 * `GET /api/events` (and the calendar feed): published events that have not ended, in the order `sort` names. Events once took
 * one `subject`; links, calendar subscriptions and saved searches made then still name it, and it is read as
 * `subjects` (which wins when both are given).
 */
export const EventListQuery = v.pipe(
  v.object({
    page: ListPageParam,
    sort: listSort(EVENT_SORTS),
    /** Words of title, organiser, subject, place or description; the last word also matches as a prefix. */
    search: v.optional(SearchText),
    country: v.optional(Slug),
    /** A state of `country`: state slugs are unique only within their country. */
    state: v.optional(Slug),
    /** An event matches when it is in any of them. */
    subjects: v.optional(subjectSlugs),
    /** The one subject of older links: see above. */
    subject: v.optional(subjectSlugs),
    type: v.optional(Slug),
    mode: v.optional(Slug),
  }),
  v.transform(({ subject, ...query }) => (subject?.length && !query.subjects?.length ? { ...query, subjects: subject } : query)),
)
export type EventListQuery = v.InferInput<typeof EventListQuery>
