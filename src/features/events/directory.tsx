import { EventListResponse, EventOptionsResponse, type Event } from '../../../contract/events.ts'
import { sectionQuery } from '../content/index.ts'
import { EVENT_SORTS } from '../../../contract/event-filters.ts'
import { directory, sortChoices, type Directory } from '../directory-kit/index.ts'
import { useFeatureAccess, useListGate, useUpgradePrompt } from '../plans/index.ts'
import { SaveSearchButton } from '../saved-searches/index.ts'
import { CalendarFeed } from './components/CalendarFeed.tsx'
import { EventCard } from './components/EventCard.tsx'
import { EventSearch } from './search.ts'

/**
 * Conferences, workshops, webinars and courses at /event: published ones that have not ended, soonest or most recently added first, by
 * country, state, subjects, type and mode, with a calendar feed of the filters. As the journal finder, further pages
 * and search need the events feature.
 */
export const eventDirectory: Directory<EventSearch, 'events', Event> = directory({
  name: 'events',
  path: 'events',
  search: EventSearch,
  response: EventListResponse,
  items: 'events',
  choices: EventOptionsResponse,
  fields: [
    { kind: 'place' },
    { kind: 'checkboxes', filter: 'subjects', legend: 'Subjects', choices: 'subjects' },
    { kind: 'select', filter: 'type', label: 'Type', all: 'All Types', choices: 'types' },
    { kind: 'select', filter: 'mode', label: 'Mode', all: 'All Modes', choices: 'modes' },
  ],
  sorts: sortChoices(EVENT_SORTS, { soonest: 'Soonest', newest: 'Recently added' }),
  noun: { one: 'event', many: 'events' },
  itemKey: (event) => event.slug,
  renderItem: (event) => <EventCard event={event} />,
  plan: { useAccess: () => useFeatureAccess('events'), useOnGated: useUpgradePrompt, useListGate },
  screen: {
    title: 'Events',
    description: 'Conferences, workshops, webinars and courses in medicine and the health sciences, with their deadlines, by country, subject, type and mode.',
    section: sectionQuery('events'),
    withPoints: true,
    filtersLabel: 'Event filters',
    searchBox: { label: 'Search events', placeholder: 'Search for an event...' },
    heading: 'Upcoming events',
    AfterFilters: CalendarFeed,
    saveSearch: { Button: SaveSearchButton, area: 'events', name: 'Events' },
  },
})
