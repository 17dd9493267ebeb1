import { createFileRoute } from '@tanstack/react-router'
import { SilencedMembersPage } from '../features/community/admin/SilencedMembersPage.tsx'

export const Route = createFileRoute('/admin-dashboard/community/silenced')({ component: SilencedMembersPage })
