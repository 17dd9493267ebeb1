import { useId } from 'react'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { Button } from '../../../ui/Button.tsx'
import { cx } from '../../../ui/cx.ts'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import { useJournalFilters } from '../use-journal-filters.ts'
import { useUrlDraft } from '../use-url-draft.ts'
import * as styles from './JournalFinderPage.css.ts'

interface SearchFormProps {
  /** True when the user's plan does not include search: typing or searching shows the upgrade prompt. */
  gated: boolean
  onGated: () => void
}

/** The search box: what is typed reaches the list after a pause, or at once with the Search button. */
export function SearchForm({ gated, onGated }: SearchFormProps) {
  const id = useId()
  const { filters, setFilters } = useJournalFilters()
  const { draft, change, flush } = useUrlDraft(
    filters.search ?? '',
    (text) => setFilters({ search: text.trim() || undefined }, { replace: true }),
    (text) => text.trim(),
  )
  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault()
        if (gated) onGated()
        else flush()
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        Search journals
      </label>
      <input
        id={id}
        type="search"
        className={cx(fieldStyles.control, styles.searchInput)}
        placeholder="Search journals..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        value={draft}
        onChange={(event) => (gated ? onGated() : change(event.target.value))}
      />
      <Button type="submit">Search</Button>
    </form>
  )
}
