import type { ReactNode } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from '../test-utils/intersection-observer.ts'
import { InfiniteList, settledList, type InfiniteListQuery } from './InfiniteList.tsx'

const texts = {
  loading: 'Loading things...',
  loadingMore: 'Loading more things...',
  empty: 'No things match.',
  end: 'No more things to load.',
  count: (shown: number) => `${shown} things shown.`,
}

const query = (fields: Partial<InfiniteListQuery> = {}): InfiniteListQuery => ({
  ...settledList,
  fetchNextPage: vi.fn(),
  refetch: vi.fn(),
  ...fields,
})

const things = ['one', 'two']

const list = (q: InfiniteListQuery, items: string[] = things, extra: { autoLoad?: boolean; more?: ReactNode; loadMore?: string } = {}) => (
  <InfiniteList query={q} items={items} itemKey={(s) => s} renderItem={(s) => <span>{s}</span>} texts={texts} label="Things" errorTitle="We could not load the things." {...extra} />
)
const renderList = (...args: Parameters<typeof list>) => render(list(...args))

describe('InfiniteList', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>
  beforeEach(() => {
    viewport = stubIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says the first page is loading', () => {
    renderList(query({ isPending: true }), [])
    expect(screen.getByRole('status').textContent).toBe('Loading things...')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says when nothing matches', () => {
    renderList(query(), [])
    expect(screen.getByRole('status').textContent).toBe('No things match.')
  })

  it('lists the items with their count and says when there are no more', () => {
    renderList(query())
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(things)
    expect(screen.getByRole('list', { name: 'Things' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('2 things shown. No more things to load.')
    expect(viewport.watched()).toBe(0)
  })

  it('loads the next page when the sentinel scrolls into view, and says so while it loads', () => {
    const q = query({ hasNextPage: true })
    const { rerender } = renderList(q)
    viewport.scrollIntoView()
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1)
    rerender(list({ ...q, isFetchingNextPage: true }))
    expect(screen.getByRole('status').textContent).toBe('2 things shown. Loading more things...')
    // No second request while one is on its way.
    expect(viewport.watched()).toBe(0)
  })

  it('shows what the caller gives instead of loading on scroll when autoLoad is off', () => {
    const q = query({ hasNextPage: true })
    renderList(q, things, { autoLoad: false, more: <button type="button">CLICK HERE FOR MORE</button> })
    expect(screen.getByRole('button', { name: 'CLICK HERE FOR MORE' })).toBeTruthy()
    expect(viewport.watched()).toBe(0)
  })

  it('loads by its button instead of on scroll when given one, then moves focus to the first new item', () => {
    const q = query({ hasNextPage: true })
    const { rerender } = renderList(q, things, { loadMore: 'Load more' })
    expect(viewport.watched()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1)
    rerender(list({ ...q, hasNextPage: false }, [...things, 'three'], { loadMore: 'Load more' }))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByText('three').closest('li'))
  })

  it('offers a retry that asks for the first page again, or for the next one after a later failure', () => {
    const first = query({ isError: true, error: new Error('Network error: check your connection') })
    renderList(first, [])
    expect(screen.getByText('We could not load the things.')).toBeTruthy()
    expect(screen.getByText('Network error: check your connection')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(first.refetch).toHaveBeenCalledTimes(1)

    const later = query({ isError: true, error: new Error('timeout'), hasNextPage: true })
    renderList(later)
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[1]!)
    expect(later.fetchNextPage).toHaveBeenCalledTimes(1)
    expect(later.refetch).not.toHaveBeenCalled()
  })
})
