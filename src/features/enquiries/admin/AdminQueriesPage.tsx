import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminQueries } from '../api/admin-enquiries.ts'
import { QueryCard } from './QueryCard.tsx'
import { StatusFilter } from './StatusFilter.tsx'

const route = getRouteApi('/admin-dashboard/queries/')

const texts = {
  loading: 'Loading messages...',
  loadingMore: 'Loading more messages...',
  empty: 'No messages found',
  end: 'No more messages to load.',
  count: shownCount('message', 'messages'),
}

const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
]

/** Queries Management: Contact Us messages, newest first, open or answered, searched on the server. */
export function AdminQueriesPage() {
  const { search = '', status } = route.useSearch()
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminQueries.listQuery(search, status ? { status } : {}))
  return (
    <AdminListPage
      section="Queries Management"
      heading="Contact Messages"
      addButton={<StatusFilter value={status} options={statusOptions} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, status: next as typeof status }), replace: true })} />}
      searchLabel="Search messages"
      searchPlaceholder="Search by name, email or message..."
      search={search}
      setSearch={(text) => void navigate({ search: (prev) => ({ ...prev, search: text || undefined }), replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.queries) ?? []}
      itemKey={(message) => message.id}
      renderItem={(message) => <QueryCard query={message} />}
      texts={texts}
      label="Messages"
      errorTitle="We could not load the messages."
    />
  )
}
