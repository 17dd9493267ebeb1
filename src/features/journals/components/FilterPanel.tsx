import { useQuery } from '@tanstack/react-query'
import { Button } from '../../../ui/Button.tsx'
import { CheckboxList } from '../../../ui/form/CheckboxList.tsx'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import { SelectField, withChosen } from '../../../ui/form/SelectField.tsx'
import { journalOptionsQuery } from '../api/journals-queries.ts'
import { useJournalFilters } from '../use-journal-filters.ts'
import { ImpactFactorField } from './ImpactFactorField.tsx'
import * as styles from './JournalFinderPage.css.ts'

/** Everything that narrows the list besides the search box; each choice starts the list again at page 1. */
export function FilterPanel() {
  const { filters, setFilters, clearFilters } = useJournalFilters()
  const publishers = useQuery(journalOptionsQuery('publishers')).data
  const indexes = useQuery(journalOptionsQuery('indexes')).data
  const subjects = useQuery(journalOptionsQuery('subjects')).data
  const anySet = Object.values(filters).some((value) => value !== undefined)

  return (
    <>
      <SelectField
        label="Publisher"
        placeholder="All Publishers"
        options={withChosen(publishers, filters.publisher)}
        value={filters.publisher ?? ''}
        onValueChange={(publisher) => setFilters({ publisher: publisher || undefined })}
      />
      <CheckboxList
        legend="Indexing"
        options={indexes ?? []}
        selected={filters.indexes ?? []}
        onSelectedChange={(chosen) => setFilters({ indexes: chosen.length ? chosen : undefined })}
      />
      <SelectField
        label="Subject"
        placeholder="All Subjects"
        options={withChosen(subjects, filters.subject)}
        value={filters.subject ?? ''}
        onValueChange={(subject) => setFilters({ subject: subject || undefined })}
      />
      <ImpactFactorField />
      <fieldset className={fieldStyles.fieldset}>
        <legend className={fieldStyles.label}>Publishing terms</legend>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            className={fieldStyles.checkbox}
            checked={filters.openAccess === true}
            onChange={(event) => setFilters({ openAccess: event.target.checked || undefined })}
          />
          Open access only
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            className={fieldStyles.checkbox}
            checked={filters.noApc === true}
            onChange={(event) => setFilters({ noApc: event.target.checked || undefined })}
          />
          No publication fee
        </label>
      </fieldset>
      <Button variant="outline" onClick={clearFilters} disabled={!anySet}>
        Clear filters
      </Button>
    </>
  )
}
