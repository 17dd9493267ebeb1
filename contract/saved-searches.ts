import * as v from 'valibot'
import { envelope } from './common.ts'

// Saved searches: a directory's filters and words kept under a name the member chooses, to open again, and for
// vacancies, events and community posts an alert of what is new. What a saved search may hold is in
// saved-search-filters.ts, which only the server reads: the web app sends what its directories already checked.

export const savedSearchAreas = ['vacancies', 'events', 'journals', 'experts', 'community'] as const
export type SavedSearchArea = (typeof savedSearchAreas)[number]

export const savedSearchAlerts = ['never', 'instant', 'daily', 'weekly'] as const
export type SavedSearchAlert = (typeof savedSearchAlerts)[number]

/** The areas whose new items alerts report: what is published day by day. */
export const alertAreas: readonly SavedSearchArea[] = ['vacancies', 'events', 'community']

export const SAVED_SEARCHES_MAX = 50
export const SAVED_SEARCH_NAME_MAX = 80

export const savedSearchMessages = {
  name: 'Give the search a name',
  nameTooLong: `A name has at most ${SAVED_SEARCH_NAME_MAX} characters`,
  area: `Area must be one of ${savedSearchAreas.join(', ')}`,
  alert: `Alert must be one of ${savedSearchAlerts.join(', ')}`,
  alertArea: 'Alerts are for searches of vacancies, events and community posts',
  nothingToChange: 'Send a new name or alert',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  badLink: 'This unsubscribe link is not valid. Manage your alerts from your dashboard.',
} as const

export const SavedSearchName = v.pipe(v.string(savedSearchMessages.name), v.trim(), v.nonEmpty(savedSearchMessages.name), v.maxLength(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong))
export const SavedSearchAlertChoice = v.picklist(savedSearchAlerts, savedSearchMessages.alert)

/** The form that names a search and sets its alert (the directory gives its area and filters). */
export const SavedSearchForm = v.object({ name: SavedSearchName, alert: SavedSearchAlertChoice })

/** `PATCH /api/saved-searches/{id}`: a new name, a new alert, or both. */
export const UpdateSavedSearchBody = v.pipe(
  v.object({ name: v.optional(SavedSearchName), alert: v.optional(SavedSearchAlertChoice) }),
  v.check(({ name, alert }) => name !== undefined || alert !== undefined, savedSearchMessages.nothingToChange),
)

export const SavedSearchParams = v.object({ id: v.pipe(v.string(), v.uuid(savedSearchMessages.notFound)) })

/** A filter the search named that the directory no longer has (a retired subject): the search opens without it. */
export const DroppedFilter = v.object({ filter: v.string(), value: v.string() })

export const SavedSearch = v.object({
  id: v.string(),
  name: v.string(),
  area: v.picklist(savedSearchAreas),
  /** What the directory opens with: the saved filters, less any dropped. */
  filters: v.record(v.string(), v.unknown()),
  dropped: v.array(DroppedFilter),
  alert: v.picklist(savedSearchAlerts),
  createdAt: v.string(),
})
export type SavedSearch = v.InferOutput<typeof SavedSearch>

export const SavedSearchesResponse = envelope(v.array(SavedSearch))
export const SavedSearchResponse = envelope(SavedSearch)

/** `?token=` of an alert mail's unsubscribe link. */
export const UnsubscribeQuery = v.object({ token: v.pipe(v.string(savedSearchMessages.badLink), v.maxLength(500, savedSearchMessages.badLink)) })

/** `GET /api/saved-searches/unsubscribe`: the searches the link would stop, and whether each already has. */
export const UnsubscribePreviewResponse = envelope(v.object({ searches: v.array(v.object({ name: v.string(), stopped: v.boolean() })) }))
/** `POST /api/saved-searches/unsubscribe`: the searches it stopped just now. */
export const UnsubscribeResponse = envelope(v.object({ stopped: v.array(v.string()) }))

/** `GET|PUT /api/saved-searches/alert-mail`: false is 'No alert mail at all'. */
export const AlertMailBody = v.object({ alertMail: v.boolean('Choose whether alerts may be mailed') })
export const AlertMailResponse = envelope(AlertMailBody)
