import { createFileRoute } from '@tanstack/react-router'
import { warmEvents } from '../features/events/api/events-loaders.ts'
import { EventsPage } from '../features/events/components/EventsPage.tsx'
import { EventSearch } from '../features/events/search.ts'

export const Route = createFileRoute('/event')({
  validateSearch: EventSearch,
  // The loader goes with the screen's chunk: its queries and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => warmEvents(queryClient, deps),
  component: EventsPage,
})
