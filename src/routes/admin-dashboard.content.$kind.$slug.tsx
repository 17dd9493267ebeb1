import { createFileRoute } from '@tanstack/react-router'
import { ContentEditor } from '../features/content/admin/ContentEditor.tsx'

export const Route = createFileRoute('/admin-dashboard/content/$kind/$slug')({
  component: EditContent,
})

function EditContent() {
  const { kind, slug } = Route.useParams()
  return <ContentEditor key={`${kind}/${slug}`} kind={kind} slug={slug} />
}
