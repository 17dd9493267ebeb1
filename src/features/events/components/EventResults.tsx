import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Event } from '../../../../contract/events.ts'
import { InfiniteList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { useListGate } from '../../plans/index.ts'
import { eventsInfiniteQuery } from '../api/events-queries.ts'
import type { EventSearch } from '../search.ts'
import { EventCard } from './EventCard.tsx'

const texts: InfiniteListTexts = {
  loading: 'Loading events...',
  loadingMore: 'Loading more events...',
  empty: 'No events match your filters.',
  end: 'No more events to load.',
  count: shownCount('event', 'events'),
}

const itemKey = (event: Event) => event.slug
const renderItem = (event: Event) => <EventCard event={event} />

interface EventResultsProps {
  filters: EventSearch
  /** Whether the plan allows more than the first page; undefined while that is being checked. */
  access: boolean | undefined
  onGated: () => void
}

/** The upcoming events for the URL's filters, soonest first. */
export function EventResults({ filters, access, onGated }: EventResultsProps) {
  const query = useInfiniteQuery(eventsInfiniteQuery(filters))
  const events = useMemo(() => query.data?.pages.flatMap((page) => page.events) ?? [], [query.data])
  const gate = useListGate(query.error, access, onGated)
  return (
    <InfiniteList
      query={query}
      items={events}
      itemKey={itemKey}
      renderItem={renderItem}
      texts={texts}
      label="Events"
      errorTitle="We could not load the events."
      {...gate}
    />
  )
}
