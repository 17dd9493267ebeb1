import { createFileRoute } from '@tanstack/react-router'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { silencedMembers } from '../features/community/admin/community-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/community/silenced')({ component: () => <SectionListPage section={silencedMembers} /> })
