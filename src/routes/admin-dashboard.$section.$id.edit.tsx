import { createFileRoute } from '@tanstack/react-router'
import { AdminNotFound } from '../features/admin-kit/components/AdminNotFound.tsx'
import { EditItemPage } from '../features/admin-kit/form/SectionFormPages.tsx'
import { RecordTimeline } from '../features/audit/index.ts'
import { loadKitSection } from './-kit-sections.ts'

export const Route = createFileRoute('/admin-dashboard/$section/$id/edit')({
  loader: ({ params }) => loadKitSection(params.section),
  component: function EditItem() {
    const section = Route.useLoaderData()
    return section?.form ? <EditItemPage section={section} History={RecordTimeline} /> : <AdminNotFound />
  },
})
