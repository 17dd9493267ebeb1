import { useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_MAX_LENGTH } from '../../../../contract/search.ts'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { DirectoryFields, DirectoryResults, DirectorySort } from '../../directory-kit/index.ts'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { expertDirectory } from '../directory.ts'
import { useConnect } from '../use-connect.ts'
import * as styles from './ExpertDirectory.css.ts'
import { ExpertCard } from './ExpertCard.tsx'

/**
 * The directory under a screen's header: a subject ('All' first, then the subjects listed experts have) and a search
 * box that sends what is typed after a pause, both kept in the URL, above the experts' cards, loading more as the list
 * scrolls; anyone may browse them. A search with words or a subject may be saved, named after what it is about.
 */
export function ExpertDirectory() {
  const { filters, setFilters } = expertDirectory.useFilters()
  const subjects = useQuery(expertDirectory.choicesQuery('subjects')).data
  const { connect, connecting } = useConnect()
  return (
    <>
      <div className={styles.bar}>
        <DirectoryFields directory={expertDirectory} filters={filters} setFilters={setFilters} />
        <SearchBox
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search }, { replace: true })}
          label="Search experts"
          placeholder="Search experts..."
          maxLength={SEARCH_TEXT_MAX_LENGTH}
        />
      </div>
      {(filters.search || filters.subject) && (
        <SaveSearchButton area="experts" filters={filters} suggestedName={`Experts: ${filters.search ?? subjects?.find((s) => s.value === filters.subject)?.label ?? filters.subject}`} />
      )}
      <TitledSection title="Subject experts" action={<DirectorySort directory={expertDirectory} />}>
        <DirectoryResults
          directory={expertDirectory}
          filters={filters}
          renderItem={(expert) => <ExpertCard expert={expert} onConnect={connect} connecting={connecting === expert.id} />}
        />
      </TitledSection>
    </>
  )
}
