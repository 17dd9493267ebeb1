import * as v from 'valibot'
import { envelope, Slug } from './common.ts'

// Saved items: what a member keeps to come back to (a vacancy, an event, a journal, an expert, a community post, a
// template), listed on the dashboard's 'Saved' tab and kept on the device for reading offline. Saved events are
// also one private calendar feed that calendar apps subscribe to.

export const savedKinds = ['vacancy', 'event', 'journal', 'expert', 'post', 'template'] as const
export type SavedKind = (typeof savedKinds)[number]

/** Headings of the 'Saved' tab, in the order the kinds are listed. */
export const savedKindTitles: Record<SavedKind, string> = {
  vacancy: 'Vacancies',
  event: 'Events',
  journal: 'Journals',
  expert: 'Experts',
  post: 'Community posts',
  template: 'Templates',
}

/** Items one member may keep: past it, saving another says so and saves nothing. */
export const SAVED_ITEMS_MAX = 1000

export const savedItemMessages = {
  kind: `Kind must be one of ${savedKinds.join(', ')}`,
  id: 'Invalid item id',
  tooMany: `You can keep at most ${SAVED_ITEMS_MAX.toLocaleString('en-US')} saved items. Remove some to save more.`,
  notFound: 'Item not found',
} as const

/** A vacancy, event or journal is named by its slug; an expert, a post or a template by its id. */
const keyedBySlug = new Set<SavedKind>(['vacancy', 'event', 'journal'])
export const savedKeyIsSlug = (kind: SavedKind) => keyedBySlug.has(kind)

const Uuid = v.pipe(v.string(), v.uuid())
const isItemKey = (kind: SavedKind, id: string) => v.is(savedKeyIsSlug(kind) ? Slug : Uuid, id)

const SavedKindSchema = v.picklist(savedKinds, savedItemMessages.kind)
const ItemId = v.pipe(v.string(savedItemMessages.id), v.maxLength(120, savedItemMessages.id))

/** `POST /api/saved-items` and `DELETE /api/saved-items/{kind}/{id}`: an item, by its kind and public id. */
export const SavedItemKey = v.pipe(
  v.object({ kind: SavedKindSchema, id: ItemId }),
  v.forward(
    v.check(({ kind, id }) => isItemKey(kind, id), savedItemMessages.id),
    ['id'],
  ),
)
export type SavedItemKey = v.InferOutput<typeof SavedItemKey>

/**
 * A saved item as the 'Saved' tab shows it, as the item is now: enough to read it offline and to open it. An item
 * that is no longer listed (a vacancy or event taken down, an expert no longer listed, a post hidden) stays saved
 * with `available` false, so the member sees what happened to it.
 */
export const SavedItem = v.object({
  kind: SavedKindSchema,
  id: v.string(),
  title: v.string(),
  /** Who or what it belongs to: the employer, the organiser, the publisher, the expert's profession, the author, the template's kind. */
  subtitle: v.nullable(v.string()),
  /** A few words more: the place of a vacancy or event, a journal's ISSN, the start of a post. */
  detail: v.nullable(v.string()),
  /** Where it opens inside the app. */
  path: v.string(),
  /** Where it lives outside the app (apply, the event's site, the journal's site), or the template's download. */
  link: v.nullable(v.string()),
  available: v.boolean(),
  /** A vacancy's closing moment (ISO 8601, UTC): past it the tab says the vacancy has closed. */
  closesAt: v.nullable(v.string()),
  /** An event's start and end in its own zone, with their offsets, and the zone. */
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  timeZone: v.nullable(v.string()),
  savedAt: v.string(),
})
export type SavedItem = v.InferOutput<typeof SavedItem>

/** `GET /api/saved-items`: every saved item, newest first, and the member's saved-events feed. */
export const SavedItemsResponse = envelope(
  v.object({
    items: v.array(SavedItem),
    /** The private `webcal://` address of the member's saved events, for any calendar app. */
    calendarUrl: v.string(),
  }),
)
export type SavedItems = v.InferOutput<typeof SavedItemsResponse>['data']

export const SavedItemResponse = envelope(SavedItem)
export const CalendarUrlResponse = envelope(v.object({ calendarUrl: v.string() }))

/** A feed's secret: 32 random bytes in base64url. */
export const CALENDAR_TOKEN_LENGTH = 43
export const SavedEventsQuery = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Calendar not found')) })
