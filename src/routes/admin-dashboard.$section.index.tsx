import { createFileRoute } from '@tanstack/react-router'
import { PendingSection } from '../features/admin/components/PendingSection.tsx'
import { kitListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { loadKitSection } from './-kit-sections.ts'

// A kit section's list; any other section that is not built yet says what it will manage (sections with screens
// of their own have their own routes, which the router prefers to this one).
export const Route = createFileRoute('/admin-dashboard/$section/')({
  validateSearch: kitListSearch,
  loader: ({ params }) => loadKitSection(params.section),
  component: function Section() {
    const section = Route.useLoaderData()
    const { section: id } = Route.useParams()
    return section ? <SectionListPage section={section} /> : <PendingSection id={id} />
  },
})
