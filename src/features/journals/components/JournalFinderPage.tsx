import { useId, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { cx } from '../../../ui/cx.ts'
import { useFeatureAccess, useUpgradePrompt } from '../../plans/index.ts'
import { activeFilterCount, useJournalFilters } from '../use-journal-filters.ts'
import { FilterPanel } from './FilterPanel.tsx'
import { FinderHeader } from './FinderHeader.tsx'
import { JournalResults } from './JournalResults.tsx'
import * as styles from './JournalFinderPage.css.ts'
import { ManuscriptMatch } from './ManuscriptMatch.tsx'
import { SearchForm } from './SearchForm.tsx'

/**
 * The journal finder: filters beside the list on wide screens, behind a 'Filters' button on phones. Paging on
 * and searching need the journal-finder feature; without it those actions show the upgrade prompt.
 */
export function JournalFinderPage() {
  const { filters } = useJournalFilters()
  const access = useFeatureAccess('journal-finder')
  const onGated = useUpgradePrompt()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const count = activeFilterCount(filters)

  return (
    <Container className={styles.page}>
      <FinderHeader />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Journal filters">
          <SearchForm gated={access === false} onGated={onGated} />
          <Button
            variant="outline"
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {count ? `Filters (${count})` : 'Filters'}
          </Button>
          <FilterPanel id={panelId} className={cx(styles.panel, !filtersOpen && styles.collapsed)} />
        </aside>
        <div className={styles.main}>
          <ManuscriptMatch access={access} onGated={onGated} />
          <section aria-labelledby={`${panelId}-results`} className={styles.results}>
            <h2 id={`${panelId}-results`} className={styles.resultsHeading}>
              Journals
            </h2>
            <JournalResults filters={filters} access={access} onGated={onGated} />
          </section>
        </div>
      </div>
    </Container>
  )
}
