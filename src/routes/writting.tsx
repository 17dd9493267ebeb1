import { createFileRoute } from '@tanstack/react-router'
import { warmWritingServices } from '../features/enquiries/api/enquiries-loaders.ts'
import { WritingServicesPage } from '../features/enquiries/components/WritingServicesPage.tsx'

// The product's published address, misspelling and all: links to it exist. /writing-services redirects here.
export const Route = createFileRoute('/writting')({
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) => warmWritingServices(queryClient),
  component: WritingServicesPage,
})
