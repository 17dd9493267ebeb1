import { createFileRoute } from '@tanstack/react-router'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { reviewQueue } from '../features/community/admin/community-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/community/')({ component: () => <SectionListPage section={reviewQueue} /> })
