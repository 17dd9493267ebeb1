import { createFileRoute } from '@tanstack/react-router'
import { eventDirectory } from '../features/events/directory.tsx'
import { EventSearch } from '../features/events/search.ts'

export const Route = createFileRoute('/event')({
  validateSearch: EventSearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => eventDirectory.warm(queryClient, deps),
  component: () => <eventDirectory.Screen />,
})
