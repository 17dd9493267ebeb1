import { createFileRoute } from '@tanstack/react-router'
import { AdminNotFound } from '../features/admin-kit/components/AdminNotFound.tsx'
import { kitListSearch } from '../features/admin-kit/list-search.ts'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { loadKitSection } from './-kit-sections.ts'

// A kit section's list; any other address here has no page (sections with screens
// of their own have their own routes, which the router prefers to this one).
export const Route = createFileRoute('/admin-dashboard/$section/')({
  validateSearch: kitListSearch,
  loader: ({ params }) => loadKitSection(params.section),
  component: function Section() {
    const section = Route.useLoaderData()
    return section ? <SectionListPage section={section} /> : <AdminNotFound />
  },
})
