import { createFileRoute } from '@tanstack/react-router'
import { ModerationLogPage } from '../features/community/admin/ModerationLogPage.tsx'

export const Route = createFileRoute('/admin-dashboard/community/log')({ component: ModerationLogPage })
