import { createFileRoute } from '@tanstack/react-router'
import { warmExperts } from '../features/experts/api/experts-loaders.ts'
import { ExpertResultPage } from '../features/experts/components/ExpertResultPage.tsx'
import { ExpertSearch } from '../features/experts/search.ts'

export const Route = createFileRoute('/expert-result')({
  validateSearch: ExpertSearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => warmExperts(queryClient, deps),
  component: ExpertResultPage,
})
