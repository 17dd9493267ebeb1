import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminEvents } from '../api/admin-events.ts'
import { AdminEventCard } from './AdminEventCard.tsx'

const route = getRouteApi('/admin-dashboard/events/')

const texts = {
  loading: 'Loading events...',
  loadingMore: 'Loading more events...',
  empty: 'No events found',
  end: 'No more events to load.',
  count: shownCount('event', 'events'),
}

/** Events Management's list: newest first, past, draft and cancelled events included, searched on the server. */
export function AdminEventsPage() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminEvents.listQuery(search))
  return (
    <AdminListPage
      section="Events Management"
      heading="Event Details"
      addButton={<ButtonLink to="/admin-dashboard/events/new">Add New Event</ButtonLink>}
      searchLabel="Search events"
      searchPlaceholder="Search events..."
      search={search}
      setSearch={(text) => void navigate({ search: text ? { search: text } : {}, replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.events) ?? []}
      itemKey={(event) => event.id}
      renderItem={(event) => <AdminEventCard event={event} />}
      texts={texts}
      label="Events"
      errorTitle="We could not load the events."
    />
  )
}
