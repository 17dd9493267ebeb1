/**
 * What every paged list's `infiniteQueryOptions` spreads in. Pages are numbered from 1, as `?page=` is, and the
 * next one is asked for only while the last answer said `hasMore`; the server reads one row past the page to
 * know, so no request is spent on an empty page. The list's `queryFn` fetches one page and names its type
 * (`Promise<Paged<'journals', Journal>>`): the cached pages take their type from it, not from this.
 */
export const pageParams = {
  initialPageParam: 1,
  getNextPageParam: (last: { hasMore: boolean }, _pages: unknown[], lastPage: number) => (last.hasMore ? lastPage + 1 : undefined),
}
