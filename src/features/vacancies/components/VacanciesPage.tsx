import { useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_MAX_LENGTH } from '../../../../contract/search.ts'
import { ListScreen, ScreenHeader } from '../../../ui/ListScreen.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { sectionQuery } from '../../content/index.ts'
import { useFeatureAccess, useUpgradePrompt } from '../../plans/index.ts'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { activeFilterCount, useVacancyFilters } from '../use-vacancy-filters.ts'
import { VacancyFilterPanel } from './VacancyFilterPanel.tsx'
import { VacancyResults } from './VacancyResults.tsx'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'

/**
 * University and hospital vacancies: filters beside the list on wide screens, behind a 'Filters' button on phones.
 * As the journal finder, further pages and search need the vacancies feature; without it they show the upgrade
 * prompt. The screen opens at its top.
 */
export function VacanciesPage() {
  const { filters, setFilters } = useVacancyFilters()
  const access = useFeatureAccess('vacancies')
  const onGated = useUpgradePrompt()
  const section = useQuery(sectionQuery('vacancies'))
  useScrollToTop()

  return (
    <ListScreen
      header={
        <ScreenHeader
          section={section.data}
          loading={section.isFetching}
          title="Vacancies"
          description="University and hospital positions in medicine and the health sciences, by country, state, subject and type."
        />
      }
      filtersLabel="Vacancy filters"
      search={
        <SearchBox
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search }, { replace: true })}
          label="Search vacancies"
          placeholder="Search for a position..."
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          gated={access === false}
          onGated={onGated}
        />
      }
      activeFilters={activeFilterCount(filters)}
      filters={<VacancyFilterPanel />}
      saveSearch={<SaveSearchButton area="vacancies" filters={filters} suggestedName={filters.search ? `Vacancies: ${filters.search}` : 'Vacancies'} />}
    >
      <TitledSection title="Open positions">
        <VacancyResults filters={filters} access={access} onGated={onGated} />
      </TitledSection>
    </ListScreen>
  )
}
