import { VacancyListResponse, VacancyOptionsResponse, type Vacancy } from '../../../contract/vacancies.ts'
import { sectionQuery } from '../content/index.ts'
import { VACANCY_SORTS } from '../../../contract/vacancy-filters.ts'
import { directory, sortChoices, type Directory } from '../directory-kit/index.ts'
import { useFeatureAccess, useListGate, useUpgradePrompt } from '../plans/index.ts'
import { SaveSearchButton } from '../saved-searches/index.ts'
import { VacancyCard } from './components/VacancyCard.tsx'
import { VacancySearch } from './search.ts'

/**
 * University and hospital vacancies at /vacancy: open ones, soonest closing first or newest first, by country, state, subjects and
 * type. As the journal finder, further pages and search need the vacancies feature.
 */
export const vacancyDirectory: Directory<VacancySearch, 'vacancies', Vacancy> = directory({
  name: 'vacancies',
  path: 'vacancies',
  search: VacancySearch,
  response: VacancyListResponse,
  items: 'vacancies',
  choices: VacancyOptionsResponse,
  fields: [
    { kind: 'place' },
    { kind: 'checkboxes', filter: 'subjects', legend: 'Subjects', choices: 'subjects' },
    { kind: 'select', filter: 'qualification', label: 'Type', all: 'All Types', choices: 'qualifications' },
  ],
  sorts: sortChoices(VACANCY_SORTS, { closing: 'Closing soonest', newest: 'Newest' }),
  noun: { one: 'vacancy', many: 'vacancies' },
  itemKey: (vacancy) => vacancy.slug,
  renderItem: (vacancy) => <VacancyCard vacancy={vacancy} />,
  plan: { useAccess: () => useFeatureAccess('vacancies'), useOnGated: useUpgradePrompt, useListGate },
  screen: {
    title: 'Vacancies',
    description: 'University and hospital positions in medicine and the health sciences, by country, state, subject and type.',
    section: sectionQuery('vacancies'),
    filtersLabel: 'Vacancy filters',
    searchBox: { label: 'Search vacancies', placeholder: 'Search for a position...' },
    heading: 'Open positions',
    saveSearch: { Button: SaveSearchButton, area: 'vacancies', name: 'Vacancies' },
  },
})
