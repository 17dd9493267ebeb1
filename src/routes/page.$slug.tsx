import { createFileRoute } from '@tanstack/react-router'
import { loadMovedPage } from '../features/content/api/content-loaders.ts'
import { ContentPage } from '../features/content/components/ContentPage.tsx'

export const Route = createFileRoute('/page/$slug')({
  loader: ({ context: { queryClient }, params }) => loadMovedPage(queryClient, params.slug),
  component: ManagedPage,
})

function ManagedPage() {
  const { slug } = Route.useParams()
  return <ContentPage key={slug} slug={slug} />
}
