import * as v from 'valibot'
import { idParam, lookupId, Moment, optionalText, plainText, requiredText, TimeZoneName, WebLink } from './admin-fields.ts'
import { envelope, PageParam, pagedResponse } from './common.ts'
import { deadlineKinds, Event, eventStatuses } from './events.ts'
import { SearchText } from './search.ts'

// What staff send to create and edit an event, and what the admin list answers: the same shape (lookups as
// ids) plus the `id` and `slug` the server gives it, as Vacancies Management has it.

export const ADMIN_EVENTS_PAGE_SIZE = 20

const DeadlineInput = v.object({
  kind: v.picklist(deadlineKinds, 'Choose abstract, full paper or early registration'),
  /** With `anywhereOnEarth`, only the day counts: the deadline is that day's end in UTC-12. */
  at: Moment,
  anywhereOnEarth: v.optional(v.boolean('Anywhere on Earth is yes or no'), false),
})

const credits = v.pipe(
  v.number('Credits must be a number'),
  v.minValue(0.25, 'Credits must be at least 0.25'),
  v.maxValue(1000, 'Credits may be at most 1000'),
  v.check((n) => Number.isInteger(n * 4), 'Credits are counted in quarters, such as 1.5 or 6.25'),
)

export const EventInput = v.object({
  title: requiredText('Title', 200),
  description: plainText('Description', 20_000),
  subjectId: lookupId('Choose a subject'),
  typeId: lookupId('Choose a type'),
  modeId: lookupId('Choose a mode'),
  /** Required in person and hybrid, and none online. */
  countryId: v.optional(v.nullable(lookupId('Choose a country')), null),
  /** Required when the country has states. */
  stateId: v.optional(v.nullable(lookupId('Choose a state')), null),
  city: optionalText('City', 120),
  venue: optionalText('Venue', 200),
  startsAt: Moment,
  endsAt: Moment,
  timeZone: TimeZoneName,
  deadlines: v.optional(
    v.pipe(
      v.array(DeadlineInput, 'Deadlines must be a list'),
      v.maxLength(deadlineKinds.length, `At most ${deadlineKinds.length} deadlines`),
      v.check((list) => new Set(list.map((d) => d.kind)).size === list.length, 'Each kind of deadline may be given once'),
    ),
    [],
  ),
  organiser: requiredText('Organiser', 200),
  link: WebLink,
  cmeCredits: v.optional(v.nullable(credits), null),
  status: v.optional(v.picklist(eventStatuses, 'Status is draft, published or cancelled'), 'published'),
})
export type EventInput = v.InferInput<typeof EventInput>
export type EventValues = v.InferOutput<typeof EventInput>

/** An edit sends only what changed; each field keeps the rules it has on create. */
export const EventPatch = v.partial(EventInput)
export type EventPatch = v.InferOutput<typeof EventPatch>

export const AdminEventParams = v.object({ id: idParam('Event id must be a number') })

/** The event types Courses Management lists: by slug, which stays when staff rename a type. */
export const courseTypeSlugs: readonly string[] = ['course', 'workshop']

export const AdminEventListQuery = v.object({
  page: PageParam,
  /** Part of a title, organiser, subject, city, state or country, in any case. */
  search: v.optional(SearchText),
  /** `courses`: only the events of the course types (Courses Management). */
  kind: v.optional(v.picklist(['courses'], 'The kind of event list is courses, or left out')),
})
export type AdminEventListQuery = v.InferOutput<typeof AdminEventListQuery>

/** A list item: the input's shape with the server's id and slug, and the lookups' titles for the card. */
export const AdminEvent = v.object({
  id: v.number(),
  ...v.omit(Event, ['subject', 'type', 'mode', 'country', 'state', 'date', 'deadlines']).entries,
  subjectId: v.number(),
  typeId: v.number(),
  modeId: v.number(),
  countryId: v.nullable(v.number()),
  stateId: v.nullable(v.number()),
  deadlines: v.array(v.object({ kind: v.picklist(deadlineKinds), at: v.string(), anywhereOnEarth: v.boolean() })),
  labels: v.object({ subject: v.string(), type: v.string(), mode: v.string(), country: v.nullable(v.string()), state: v.nullable(v.string()) }),
})
export type AdminEvent = v.InferOutput<typeof AdminEvent>

export const AdminEventListResponse = pagedResponse('events', AdminEvent)
export const AdminEventResponse = envelope(AdminEvent)
