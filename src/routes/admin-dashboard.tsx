import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AdminShell } from '../features/admin/components/AdminShell.tsx'
import { requireAdmin } from '../features/admin/guards.ts'

export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: requireAdmin,
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
})
