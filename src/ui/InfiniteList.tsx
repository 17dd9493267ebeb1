import { useEffect, useId, useRef, type ReactNode } from 'react'
import { visuallyHidden } from '../styles/utilities.css.ts'
import { Button } from './Button.tsx'
import * as styles from './InfiniteList.css.ts'
import { Notice } from './Notice.tsx'
import { useSentinel } from './use-sentinel.ts'

/** The parts of a `useInfiniteQuery` result the list reads; a fixed list can pass `settledList`. */
export interface InfiniteListQuery {
  isPending: boolean
  isError: boolean
  error: Error | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  refetch: () => unknown
}

/** For items that are all there already (a list filtered on the device). */
export const settledList: InfiniteListQuery = {
  isPending: false,
  isError: false,
  error: null,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
  refetch: () => undefined,
}

/** An endless list's four state texts: loading, loading more, empty and end, such as 'Loading journals...'. */
export interface InfiniteListTexts {
  loading: string
  loadingMore: string
  empty: string
  end: string
  /** For screen readers, with each change: '20 journals shown.' */
  count: (shown: number) => string
}

/**
 * What an item's content may do with its row: move focus to it when the control it held goes away. Rows take
 * focus in a list that loads by button.
 */
export interface ListRow {
  focus: () => void
}

/** The count line for `texts.count`: '1 journal shown.', '20 journals shown.' */
export const shownCount = (one: string, many: string) => (shown: number) => (shown === 1 ? `1 ${one} shown.` : `${shown} ${many} shown.`)

interface InfiniteListProps<T> {
  query: InfiniteListQuery
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T, row: ListRow) => ReactNode
  texts: InfiniteListTexts
  /** Names the list for assistive technology: 'Journals'. */
  label: string
  errorTitle: string
  /** False stops loading on scroll, for users whose plan ends at the first page. */
  autoLoad?: boolean
  /** Shown at the end while more pages exist but are not loaded by scrolling, such as 'CLICK HERE FOR MORE'. */
  more?: ReactNode
  /**
   * Loads the next page by a button with this label instead of on scroll, for a list in a small scrolling box
   * (the bell's popover); focus then moves to the first new item, as the button may be gone.
   */
  loadMore?: string
  listClassName?: string
}

/**
 * A list that loads its next page when a sentinel below the last item scrolls near, with its loading, empty,
 * end and error states. The state line is a live region, so the counts and states are heard, not only seen.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { query, items, itemKey, renderItem, texts, label, errorTitle, autoLoad = true, more, loadMore, listClassName } = props
  const onScroll = autoLoad && !loadMore
  const loadsOnScroll = onScroll && query.hasNextPage && !query.isFetchingNextPage && !query.isError
  const sentinel = useSentinel(() => void query.fetchNextPage(), loadsOnScroll)

  // Rows are focusable by script only, where focus has to move: after a page loaded by the button, or from a
  // control inside a row that goes away.
  const rowIds = useId()
  const rowId = (key: string | number) => `${rowIds}-${key}`
  const focusRow = (key: string | number) => document.getElementById(rowId(key))?.focus()
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (query.isError) focusFrom.current = null
    if (from === null || items.length <= from) return
    focusFrom.current = null
    document.getElementById(`${rowIds}-${itemKey(items[from]!)}`)?.focus()
  }, [items, itemKey, query.isError, rowIds])

  const loadNext = () => {
    focusFrom.current = items.length
    void query.fetchNextPage()
  }

  const state = query.isPending
    ? texts.loading
    : query.isFetchingNextPage
      ? texts.loadingMore
      : query.isError
        ? ''
        : items.length === 0
          ? texts.empty
          : query.hasNextPage
            ? ''
            : texts.end

  return (
    <div className={styles.wrapper}>
      {items.length > 0 && (
        <ul className={listClassName ?? styles.list} aria-label={label}>
          {items.map((item) => {
            const key = itemKey(item)
            return (
              <li key={key} id={rowId(key)} tabIndex={loadMore ? -1 : undefined}>
                {renderItem(item, { focus: () => focusRow(key) })}
              </li>
            )
          })}
        </ul>
      )}
      <p role="status" className={state ? styles.state : visuallyHidden}>
        {!query.isPending && items.length > 0 && <span className={visuallyHidden}>{texts.count(items.length)} </span>}
        {state}
      </p>
      {query.isError && (
        <Notice
          tone="error"
          title={errorTitle}
          action={
            <Button variant="outline" size="sm" onClick={() => void (items.length ? query.fetchNextPage() : query.refetch())}>
              Try again
            </Button>
          }
        >
          <p>{query.error?.message}</p>
        </Notice>
      )}
      {query.hasNextPage &&
        !query.isError &&
        (loadMore ? (
          <Button variant="outline" size="sm" className={styles.loadMore} disabled={query.isFetchingNextPage} onClick={loadNext}>
            {query.isFetchingNextPage ? 'Loading…' : loadMore}
          </Button>
        ) : onScroll ? (
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        ) : (
          more
        ))}
    </div>
  )
}
