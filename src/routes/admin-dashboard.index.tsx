import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '../features/admin/components/AdminHome.tsx'

export const Route = createFileRoute('/admin-dashboard/')({ component: AdminHome })
