import { createFileRoute } from '@tanstack/react-router'
import { warmCommunity } from '../features/community/api/community-loaders.ts'
import { CommunityPage } from '../features/community/components/CommunityPage.tsx'
import { CommunitySearch } from '../features/community/search.ts'

export const Route = createFileRoute('/rc-community')({
  validateSearch: CommunitySearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => warmCommunity(queryClient, deps),
  component: CommunityPage,
})
