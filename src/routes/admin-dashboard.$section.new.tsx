import { createFileRoute } from '@tanstack/react-router'
import { AdminNotFound } from '../features/admin-kit/components/AdminNotFound.tsx'
import { NewItemPage } from '../features/admin-kit/form/SectionFormPages.tsx'
import { loadKitSection } from './-kit-sections.ts'

export const Route = createFileRoute('/admin-dashboard/$section/new')({
  loader: ({ params }) => loadKitSection(params.section),
  component: function NewItem() {
    const section = Route.useLoaderData()
    return section?.form ? <NewItemPage section={section} /> : <AdminNotFound />
  },
})
