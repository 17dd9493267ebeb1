import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { isNotFound } from '../lib/retry.ts'
import { Button } from './Button.tsx'
import { Notice } from './Notice.tsx'
import { Loading } from './Skeleton.tsx'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** What is loading, for screen readers: 'Loading our services'. */
  loadingLabel: string
  /** Placeholders with the final size of the content. */
  pending: ReactNode
  /** Short text for a failure: 'We could not load our services.' */
  errorTitle: string
  isEmpty?: (data: T) => boolean
  /** Shown for an empty answer or a 404; nothing by default. */
  empty?: ReactNode
  children: (data: T) => ReactNode
  /** Placement of the error and offline notices where the block itself runs edge to edge. */
  noticeClassName?: string
}

/**
 * One block's loading, error and empty states, so a block that fails does not take the page with it.
 * Data already on screen (or restored from the offline cache) stays when a later refetch fails.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loadingLabel, pending, errorTitle, isEmpty, empty = null, children, noticeClassName } = props
  if (query.data !== undefined) return isEmpty?.(query.data) ? empty : children(query.data)
  if (query.isError) {
    if (isNotFound(query.error)) return empty
    return (
      <Notice
        tone="error"
        title={errorTitle}
        className={noticeClassName}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        <p>{query.error.message}</p>
      </Notice>
    )
  }
  if (query.fetchStatus === 'paused') {
    return (
      <Notice title="Not available offline yet" className={noticeClassName}>
        This part appears once you are back online.
      </Notice>
    )
  }
  return <Loading label={loadingLabel}>{pending}</Loading>
}
