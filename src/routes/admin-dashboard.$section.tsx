import { createFileRoute } from '@tanstack/react-router'
import { PendingSection } from '../features/admin/components/PendingSection.tsx'

// Sections that are built have their own routes (admin-dashboard.vacancies.*), which the router prefers to this one.
export const Route = createFileRoute('/admin-dashboard/$section')({
  component: function Section() {
    return <PendingSection id={Route.useParams().section} />
  },
})
