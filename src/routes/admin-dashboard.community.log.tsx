import { createFileRoute } from '@tanstack/react-router'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { moderationLog } from '../features/community/admin/community-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/community/log')({ component: () => <SectionListPage section={moderationLog} /> })
