import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { adminConversationStatuses } from '../../contract/chat-statuses.ts'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { chatsSection } from '../features/chat/admin/chats-section.tsx'
import { optionalParam } from '../lib/search-params.ts'

// An unknown status is none.
export const Route = createFileRoute('/admin-dashboard/chats/')({
  validateSearch: v.object({ ...adminListSearch.entries, status: optionalParam(v.picklist(adminConversationStatuses)) }),
  component: () => <SectionListPage section={chatsSection} />,
})
