import { JournalListResponse, JournalOptionsResponse, type Journal } from '../../../contract/journals.ts'
import { sectionQuery } from '../content/index.ts'
import { JOURNAL_SORTS } from '../../../contract/journal-filters.ts'
import { directory, sortChoices, type Directory } from '../directory-kit/index.ts'
import { useFeatureAccess, useListGate, useUpgradePrompt } from '../plans/index.ts'
import { SaveSearchButton } from '../saved-searches/index.ts'
import { maxImpactFactorQuery } from './api/journals-queries.ts'
import { ImpactFactorField } from './components/ImpactFactorField.tsx'
import { JournalCard } from './components/JournalCard.tsx'
import { ManuscriptMatch } from './components/ManuscriptMatch.tsx'
import { filterJournals } from './offline-matches.ts'
import { JournalSearch } from './search.ts'

/**
 * The journal finder at /journal-finder: journals by subject, indexing, impact factor, open access and publication fee,
 * with manuscript matching above the list. Paging on and searching need the journal-finder feature. Its lists are kept
 * on the device (lib/query-client.ts): offline, without a kept list for the filters, it matches among the kept ones.
 */
export const journalDirectory: Directory<JournalSearch, 'journals', Journal> = directory({
  name: 'journals',
  path: 'journals',
  search: JournalSearch,
  response: JournalListResponse,
  items: 'journals',
  choices: JournalOptionsResponse,
  fields: [
    { kind: 'select', filter: 'publisher', label: 'Publisher', all: 'All Publishers', choices: 'publishers' },
    { kind: 'checkboxes', filter: 'indexes', legend: 'Indexing', choices: 'indexes' },
    { kind: 'select', filter: 'subject', label: 'Subject', all: 'All Subjects', choices: 'subjects' },
    { kind: 'own', Field: ImpactFactorField },
    {
      kind: 'toggles',
      legend: 'Publishing terms',
      toggles: [
        { filter: 'openAccess', label: 'Open access only' },
        { filter: 'noApc', label: 'No publication fee' },
      ],
    },
  ],
  sorts: sortChoices(JOURNAL_SORTS, { relevance: 'Best match', 'impact-factor': 'Impact factor', title: 'Title (A–Z)' }),
  alsoWarm: [maxImpactFactorQuery()],
  noun: { one: 'journal', many: 'journals' },
  itemKey: (journal) => journal.id,
  renderItem: (journal) => <JournalCard journal={journal} />,
  plan: { useAccess: () => useFeatureAccess('journal-finder'), useOnGated: useUpgradePrompt, useListGate },
  offline: { notice: 'Offline: showing matches from journals saved on this device.', matches: filterJournals },
  screen: {
    title: 'Journal Finder',
    description: 'Find medical and health-science journals by subject, indexing, impact factor, open access and publication fee.',
    section: sectionQuery('journal-finder'),
    filtersLabel: 'Journal filters',
    searchBox: { label: 'Search journals', placeholder: 'Search journals...' },
    heading: 'Journals',
    Before: ManuscriptMatch,
    saveSearch: { Button: SaveSearchButton, area: 'journals', name: 'Journals' },
    keepsScroll: true,
  },
})
