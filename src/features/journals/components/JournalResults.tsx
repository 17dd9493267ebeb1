import { useMemo } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import type { Journal } from '../../../../contract/journals.ts'
import { useOnline } from '../../../lib/online.ts'
import { InfiniteList, settledList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { useListGate } from '../../plans/index.ts'
import { journalsInfiniteQuery } from '../api/journals-queries.ts'
import { cachedJournals, filterJournals } from '../offline-matches.ts'
import type { JournalSearch } from '../search.ts'
import { JournalCard } from './JournalCard.tsx'

const texts: InfiniteListTexts = {
  loading: 'Loading journals...',
  loadingMore: 'Loading more journals...',
  empty: 'No journals match your filters.',
  end: 'No more journals to load.',
  count: shownCount('journal', 'journals'),
}

const listProps = {
  itemKey: (journal: Journal) => journal.id,
  renderItem: (journal: Journal) => <JournalCard journal={journal} />,
  texts,
  label: 'Journals',
  errorTitle: 'We could not load the journals.',
}

interface JournalResultsProps {
  filters: JournalSearch
  /** Whether the plan allows more than the first page; undefined while that is being checked. */
  access: boolean | undefined
  onGated: () => void
}

/** The list for the URL's filters; offline, without a saved list for them, matches from the saved lists. */
export function JournalResults({ filters, access, onGated }: JournalResultsProps) {
  const online = useOnline()
  const query = useInfiniteQuery(journalsInfiniteQuery(filters))
  const journals = useMemo(() => query.data?.pages.flatMap((page) => page.journals) ?? [], [query.data])
  const gate = useListGate(query.error, access, onGated)

  if (!online && query.data === undefined) return <SavedMatches filters={filters} />
  return (
    <InfiniteList
      {...listProps}
      query={query}
      items={journals}
      {...gate}
    />
  )
}

function SavedMatches({ filters }: { filters: JournalSearch }) {
  const queryClient = useQueryClient()
  const journals = useMemo(() => filterJournals(cachedJournals(queryClient), filters), [queryClient, filters])
  return (
    <>
      <Notice title="Offline: showing matches from journals saved on this device." />
      <InfiniteList {...listProps} query={settledList} items={journals} />
    </>
  )
}
