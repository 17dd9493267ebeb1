import { useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_MAX_LENGTH } from '../../../../contract/search.ts'
import { ListScreen, ScreenHeader } from '../../../ui/ListScreen.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { sectionQuery } from '../../content/index.ts'
import { useFeatureAccess, useUpgradePrompt } from '../../plans/index.ts'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { activeFilterCount, useEventFilters } from '../use-event-filters.ts'
import { CalendarFeed } from './CalendarFeed.tsx'
import { EventFilterPanel } from './EventFilterPanel.tsx'
import { EventResults } from './EventResults.tsx'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'

/**
 * Conferences, workshops, webinars and courses: filters beside the list on wide screens, behind a 'Filters'
 * button on phones. As the journal finder, further pages and search need the events feature; without it they
 * show the upgrade prompt. The screen opens at its top.
 */
export function EventsPage() {
  const { filters, setFilters } = useEventFilters()
  const access = useFeatureAccess('events')
  const onGated = useUpgradePrompt()
  const section = useQuery(sectionQuery('events'))
  useScrollToTop()

  return (
    <ListScreen
      header={
        <ScreenHeader
          section={section.data}
          loading={section.isFetching}
          title="Events"
          description="Conferences, workshops, webinars and courses in medicine and the health sciences, with their deadlines, by country, subject, type and mode."
          withPoints
        />
      }
      filtersLabel="Event filters"
      search={
        <SearchBox
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search }, { replace: true })}
          label="Search events"
          placeholder="Search for an event..."
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          gated={access === false}
          onGated={onGated}
        />
      }
      activeFilters={activeFilterCount(filters)}
      filters={
        <>
          <EventFilterPanel />
          <CalendarFeed filters={filters} />
        </>
      }
      saveSearch={<SaveSearchButton area="events" filters={filters} suggestedName={filters.search ? `Events: ${filters.search}` : 'Events'} />}
    >
      <TitledSection title="Upcoming events">
        <EventResults filters={filters} access={access} onGated={onGated} />
      </TitledSection>
    </ListScreen>
  )
}
