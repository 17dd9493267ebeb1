import { createFileRoute } from '@tanstack/react-router'
import { loadEvent } from '../features/events/api/events-loaders.ts'
import { EventDetailPage } from '../features/events/components/EventDetailPage.tsx'
import { EventNotFound } from '../features/events/components/EventNotFound.tsx'

// `event_` keeps the page out of the list's route: it is a screen of its own, not drawn inside /event.
export const Route = createFileRoute('/event_/$slug')({
  // The loader goes with the screen's chunk: its query and the contract's schemas stay out of the entry.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loader: ({ context: { queryClient }, params }) => loadEvent(queryClient, params.slug),
  component: EventRoute,
  notFoundComponent: EventNotFound,
})

function EventRoute() {
  const { slug } = Route.useParams()
  return <EventDetailPage key={slug} slug={slug} />
}
