import { SEARCH_TEXT_MAX_LENGTH } from '../../../../contract/search.ts'
import { ListScreen } from '../../../ui/ListScreen.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { useFeatureAccess, useUpgradePrompt } from '../../plans/index.ts'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { activeFilterCount, useJournalFilters } from '../use-journal-filters.ts'
import { FilterPanel } from './FilterPanel.tsx'
import { FinderHeader } from './FinderHeader.tsx'
import { JournalResults } from './JournalResults.tsx'
import { ManuscriptMatch } from './ManuscriptMatch.tsx'

/**
 * The journal finder: filters beside the list on wide screens, behind a 'Filters' button on phones. Paging on
 * and searching need the journal-finder feature; without it those actions show the upgrade prompt.
 */
export function JournalFinderPage() {
  const { filters, setFilters } = useJournalFilters()
  const access = useFeatureAccess('journal-finder')
  const onGated = useUpgradePrompt()

  return (
    <ListScreen
      header={<FinderHeader />}
      filtersLabel="Journal filters"
      search={
        <SearchBox
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search }, { replace: true })}
          label="Search journals"
          placeholder="Search journals..."
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          gated={access === false}
          onGated={onGated}
        />
      }
      activeFilters={activeFilterCount(filters)}
      filters={<FilterPanel />}
      saveSearch={<SaveSearchButton area="journals" filters={filters} suggestedName={filters.search ? `Journals: ${filters.search}` : 'Journals'} />}
    >
      <ManuscriptMatch access={access} onGated={onGated} />
      <TitledSection title="Journals">
        <JournalResults filters={filters} access={access} onGated={onGated} />
      </TitledSection>
    </ListScreen>
  )
}
