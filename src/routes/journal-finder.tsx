import { createFileRoute } from '@tanstack/react-router'
import { warmJournalFinder } from '../features/journals/api/journals-loaders.ts'
import { JournalFinderPage } from '../features/journals/components/JournalFinderPage.tsx'
import { JournalSearch } from '../features/journals/search.ts'

export const Route = createFileRoute('/journal-finder')({
  validateSearch: JournalSearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => warmJournalFinder(queryClient, deps),
  component: JournalFinderPage,
})
