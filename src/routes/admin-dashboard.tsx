import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AdminShell } from '../features/admin/components/AdminShell.tsx'
import { requireStaff } from '../features/admin/guards.ts'

export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: requireStaff,
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
})
