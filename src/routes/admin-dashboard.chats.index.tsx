import { createFileRoute } from '@tanstack/react-router'
import { adminStatusSearch } from '../features/admin-kit/list-search.ts'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { chatsSection } from '../features/chat/admin/chats-section.tsx'

export const Route = createFileRoute('/admin-dashboard/chats/')({
  validateSearch: adminStatusSearch,
  component: () => <SectionListPage section={chatsSection} />,
})
