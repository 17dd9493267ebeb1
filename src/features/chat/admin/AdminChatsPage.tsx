import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminConversations } from '../api/admin-chats.ts'
import { AdminConversationCard } from './AdminConversationCard.tsx'

const route = getRouteApi('/admin-dashboard/chats/')

const texts = {
  loading: 'Loading conversations...',
  loadingMore: 'Loading more conversations...',
  empty: 'No conversation found',
  end: 'No more conversations to load.',
  count: shownCount('conversation', 'conversations'),
}

/** Chat Management: every conversation between members and experts, latest first, to read and answer as staff. */
export function AdminChatsPage() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminConversations.listQuery(search))
  return (
    <AdminListPage
      section="Chat Management"
      heading="Conversations"
      addButton={null}
      searchLabel="Search conversations"
      searchPlaceholder="Search by member or expert name or email..."
      search={search}
      setSearch={(text) => void navigate({ search: text ? { search: text } : {}, replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.conversations) ?? []}
      itemKey={(conversation) => conversation.id}
      renderItem={(conversation) => <AdminConversationCard conversation={conversation} />}
      texts={texts}
      label="Conversations"
      errorTitle="We could not load the conversations."
    />
  )
}
