import { useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_MAX_LENGTH } from '../../../../contract/search.ts'
import { SelectField, withChosen } from '../../../ui/form/SelectField.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { expertSubjectsQuery } from '../api/experts-queries.ts'
import { useExpertFilters, type ExpertRoute } from '../use-expert-filters.ts'
import * as styles from './ExpertDirectory.css.ts'
import { ExpertResults } from './ExpertResults.tsx'

/**
 * The directory under a screen's header: a subject ('All' first, then the subjects listed experts have) and a search
 * box that sends what is typed after a pause, both kept in the URL, above the experts' cards.
 */
export function ExpertDirectory({ from }: { from: ExpertRoute }) {
  const { filters, setFilters } = useExpertFilters(from)
  const subjects = useQuery(expertSubjectsQuery()).data
  return (
    <>
      <div className={styles.bar}>
        <SelectField
          label="Subject"
          placeholder="All"
          options={withChosen(subjects, filters.subject)}
          value={filters.subject ?? ''}
          onValueChange={(subject) => setFilters({ subject: subject || undefined })}
        />
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
      <TitledSection title="Subject experts">
        <ExpertResults filters={filters} />
      </TitledSection>
    </>
  )
}
