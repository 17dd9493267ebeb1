import { createFileRoute } from '@tanstack/react-router'
import { AdminNotFound } from '../features/admin/components/AdminNotFound.tsx'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { loadKitSection } from './-kit-sections.ts'

export const Route = createFileRoute('/admin-dashboard/$section/$id/edit')({
  loader: ({ params }) => loadKitSection(params.section),
  component: function EditItem() {
    const section = Route.useLoaderData()
    return section?.form ? <EditItemPage section={section} /> : <AdminNotFound />
  },
})
