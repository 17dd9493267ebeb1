import { createFileRoute } from '@tanstack/react-router'
import { NewEventPage } from '../features/events/admin/ManageEventPage.tsx'

export const Route = createFileRoute('/admin-dashboard/events/new')({ component: NewEventPage })
