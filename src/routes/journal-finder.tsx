import { createFileRoute } from '@tanstack/react-router'
import { journalDirectory } from '../features/journals/directory.tsx'
import { JournalSearch } from '../features/journals/search.ts'

export const Route = createFileRoute('/journal-finder')({
  validateSearch: JournalSearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => journalDirectory.warm(queryClient, deps),
  component: () => <journalDirectory.Screen />,
})
