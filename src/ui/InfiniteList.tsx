import type { ReactNode } from 'react'
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

/** The spec's four state texts of an endless list, such as 'Loading journals...'. */
export interface InfiniteListTexts {
  loading: string
  loadingMore: string
  empty: string
  end: string
  /** For screen readers, with each change: '20 journals shown.' */
  count: (shown: number) => string
}

interface InfiniteListProps<T> {
  query: InfiniteListQuery
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  texts: InfiniteListTexts
  /** Names the list for assistive technology: 'Journals'. */
  label: string
  errorTitle: string
  /** False stops loading on scroll, for users whose plan ends at the first page. */
  autoLoad?: boolean
  /** Shown at the end while more pages exist but are not loaded by scrolling, such as 'CLICK HERE FOR MORE'. */
  more?: ReactNode
}

/**
 * A list that loads its next page when a sentinel below the last item scrolls near, with its loading, empty,
 * end and error states. The state line is a live region, so the counts and states are heard, not only seen.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { query, items, itemKey, renderItem, texts, label, errorTitle, autoLoad = true, more } = props
  const loadsOnScroll = autoLoad && query.hasNextPage && !query.isFetchingNextPage && !query.isError
  const sentinel = useSentinel(() => void query.fetchNextPage(), loadsOnScroll)

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
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
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
      {query.hasNextPage && !query.isError && (autoLoad ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : more)}
    </div>
  )
}
