import type { SelectQueryBuilder } from 'kysely'

// Every list pages the same way: read one row past the page, and if it came, another page follows. It costs one
// row instead of a count over the whole filter, and the answer holds for the rows as they are at that moment.

/** One page of a list and whether the next page has anything. */
export interface Page<T> {
  items: T[]
  hasMore: boolean
}

/** Where a 1-based page starts and how many rows to read for it: the page and one more. */
export const pageWindow = (page: number, size: number) => ({ offset: (page - 1) * size, limit: size + 1 })

/** The page out of the rows `pageWindow` read. */
export const toPage = <T>(rows: readonly T[], size: number): Page<T> => ({ items: rows.slice(0, size), hasMore: rows.length > size })

/** Runs an ordered Kysely select for one page. */
export async function selectPage<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: number, size: number) {
  const { offset, limit } = pageWindow(page, size)
  return toPage(await query.limit(limit).offset(offset).execute(), size)
}
