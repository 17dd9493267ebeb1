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

/**
 * A list's filters as a query string: each filter that is set; a list repeats its name (`subjects=a&subjects=b`), as
 * the contract reads it.
 */
export function filterSearchParams(filters: object) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one))
  }
  return params
}

/** A list request's query string: the page, then each filter that is set (`filterSearchParams`). */
export const pageSearchParams = (filters: object, page: number) => new URLSearchParams([['page', String(page)], ...filterSearchParams(filters)])
