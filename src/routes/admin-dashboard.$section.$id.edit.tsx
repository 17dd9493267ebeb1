import { createFileRoute } from '@tanstack/react-router'
import { PendingSection } from '../features/admin/components/PendingSection.tsx'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { loadKitSection } from './-kit-sections.ts'

export const Route = createFileRoute('/admin-dashboard/$section/$id/edit')({
  loader: ({ params }) => loadKitSection(params.section),
  component: function EditItem() {
    const section = Route.useLoaderData()
    const { section: id } = Route.useParams()
    return section?.form ? <EditItemPage section={section} /> : <PendingSection id={id} />
  },
})
