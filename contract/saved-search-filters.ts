import * as v from 'valibot'
import { PostsQuery } from './community.ts'
import { EventListQuery } from './event-filters.ts'
import { ExpertListQuery } from './expert-filters.ts'
import { JournalListQuery } from './journal-filters.ts'
import { listFilters, type ListQuery } from './search.ts'
import { alertAreas, SavedSearchAlertChoice, savedSearchMessages, SavedSearchName, type SavedSearchArea } from './saved-searches.ts'
import { VacancyListQuery } from './vacancy-filters.ts'

// What a saved search may hold, per directory: read by the server only, so the web app's scripts never carry every
// directory's filter schemas.

/** A directory's filters as its list takes them, without the page; anything else is refused. */
const filtersOf = <Q extends ListQuery>(query: Q) => listFilters(query, v.strictObject)

export const savedSearchFilters = {
  vacancies: filtersOf(VacancyListQuery),
  events: filtersOf(EventListQuery),
  journals: filtersOf(JournalListQuery),
  experts: filtersOf(ExpertListQuery),
  community: filtersOf(PostsQuery),
}

const withFilters = <A extends SavedSearchArea>(area: A) =>
  v.object({ area: v.literal(area), name: SavedSearchName, filters: v.optional(savedSearchFilters[area], {}), alert: v.optional(SavedSearchAlertChoice, 'never') })

/** `POST /api/saved-searches`: `{ name, area, filters, alert }`. */
export const CreateSavedSearchBody = v.pipe(
  v.variant('area', [withFilters('vacancies'), withFilters('events'), withFilters('journals'), withFilters('experts'), withFilters('community')], savedSearchMessages.area),
  v.forward(
    v.check(({ area, alert }) => alert === 'never' || alertAreas.includes(area), savedSearchMessages.alertArea),
    ['alert'],
  ),
)
export type CreateSavedSearchBody = v.InferOutput<typeof CreateSavedSearchBody>

