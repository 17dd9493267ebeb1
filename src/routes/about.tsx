import { createFileRoute } from '@tanstack/react-router'
import { loadContentPage } from '../features/content/api/content-loaders.ts'
import { ContentPage } from '../features/content/components/ContentPage.tsx'

const ABOUT_SLUG = 'about'

export const Route = createFileRoute('/about')({
  loader: ({ context: { queryClient } }) => loadContentPage(queryClient, ABOUT_SLUG),
  component: () => <ContentPage slug={ABOUT_SLUG} anchorId="about-us" />,
})
