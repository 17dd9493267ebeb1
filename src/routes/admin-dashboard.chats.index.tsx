import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { chatsSection } from '../features/chat/admin/chats-section.ts'

export const Route = createFileRoute('/admin-dashboard/chats/')({ validateSearch: adminListSearch, component: () => <SectionListPage section={chatsSection} /> })
