import { filterSearchParams } from '../../../lib/paging.ts'
import type { EventSearch } from '../search.ts'
import * as styles from './CalendarFeed.css.ts'

/**
 * The list's filters (in the list's own order) as a calendar feed to subscribe to. Calendar apps fetch it without a
 * session, so it is the feed a visitor gets: the next events for these filters, without the search text, in the
 * calendar's own order of dates.
 */
export function CalendarFeed({ filters }: { filters: EventSearch }) {
  const { search: _search, sort: _sort, ...rest } = filters
  const query = filterSearchParams(rest).toString()
  const href = `/api/events/calendar.ics${query ? `?${query}` : ''}`
  return (
    <p className={styles.feed}>
      <a href={href}>Calendar feed for these filters</a>
      <span className={styles.hint}>Copy the link into your calendar app to see the next events there, kept up to date.</span>
    </p>
  )
}
