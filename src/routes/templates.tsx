import { createFileRoute } from '@tanstack/react-router'
import { warmTemplates } from '../features/templates/api/templates-loaders.ts'
import { TemplatesPage } from '../features/templates/components/TemplatesPage.tsx'

export const Route = createFileRoute('/templates')({
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) => warmTemplates(queryClient),
  component: TemplatesPage,
})
