import { createFileRoute } from '@tanstack/react-router'
import { PendingSection } from '../features/admin/components/PendingSection.tsx'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { loadKitSection } from './-kit-sections.ts'

export const Route = createFileRoute('/admin-dashboard/$section/new')({
  loader: ({ params }) => loadKitSection(params.section),
  component: function NewItem() {
    const section = Route.useLoaderData()
    const { section: id } = Route.useParams()
    return section?.form ? <NewItemPage section={section} /> : <PendingSection id={id} />
  },
})
