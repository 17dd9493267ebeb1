import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { SavedSearch, SavedSearchAlert, SavedSearchArea } from '../../../../contract/saved-searches.ts'
import { navigateInApp } from '../../../lib/internal-link.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches-mutations.ts'
import { savedSearchesQuery } from '../api/saved-searches-queries.ts'
import { alertOptions } from './alert-options.ts'
import { InstantAlertOffer } from './InstantAlertOffer.tsx'
import * as rows from '../../../ui/RowList.css.ts'
import * as styles from './SavedSearches.css.ts'

/** Each area's directory screen, which opens a saved search with its filters as the address's search. */
const areaScreens = { vacancies: '/vacancy', events: '/event', journals: '/journal-finder', experts: '/expert-result', community: '/rc-community' } as const
const areaTitles: Record<SavedSearchArea, string> = { vacancies: 'Vacancies', events: 'Events', journals: 'Journals', experts: 'Experts', community: 'Community posts' }

/** 'fellow · country: canada · subjects: cardiology, neurology': the words first, then each filter. */
function filtersLabel({ search, ...filters }: Record<string, unknown>) {
  const parts = Object.entries(filters).map(([filter, value]) => `${filter}: ${[value].flat().join(', ')}`)
  return [typeof search === 'string' ? `“${search}”` : null, ...parts].filter(Boolean).join(' · ') || 'Everything'
}

function SavedSearchRow({ search, onInstant }: { search: SavedSearch; onInstant: () => void }) {
  const router = useRouter()
  const update = useUpdateSavedSearch()
  const remove = useDeleteSavedSearch()
  const { toast } = useToast()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(search.name)
  const failed = (err: Error) => toast({ tone: 'error', title: err.message })
  const href = router.buildLocation({ to: areaScreens[search.area], search: search.filters as never }).href
  const rename = () => update.mutate({ id: search.id, name }, { onSuccess: () => setRenaming(false), onError: failed })

  return (
    <li className={rows.row}>
      <div className={rows.text}>
        {renaming ? (
          <form
            className={rows.controls}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              rename()
            }}
          >
            <TextField label="New name" value={name} maxLength={80} onValueChange={setName} />
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save name
            </Button>
            <Button variant="outline" size="sm" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <a href={href} className={rows.name} onClick={(event) => navigateInApp(event, router, event.currentTarget)}>
            {search.name}
          </a>
        )}
        <span className={rows.muted}>
          {areaTitles[search.area]}: {filtersLabel(search.filters)}
        </span>
        {search.dropped.length > 0 && (
          <span className={styles.dropped}>No longer available, left out: {search.dropped.map(({ filter, value }) => `${filter} ${value}`).join(', ')}</span>
        )}
      </div>
      <div className={rows.controls}>
        <SelectField
          label={`Alert for ${search.name}`}
          value={search.alert}
          options={alertOptions(search.area)}
          disabled={update.isPending}
          onValueChange={(alert) => update.mutate({ id: search.id, alert: alert as SavedSearchAlert }, { onSuccess: () => alert === 'instant' && onInstant(), onError: failed })}
        />
        {!renaming && (
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            Rename<span className={visuallyHidden}>: {search.name}</span>
          </Button>
        )}
        <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(search.id, { onError: failed })}>
          Delete<span className={visuallyHidden}>: {search.name}</span>
        </Button>
      </div>
    </li>
  )
}

/** The dashboard's 'Saved searches': open one with its filters, rename it, change its alert, delete it. */
export function SavedSearches() {
  const query = useQuery(savedSearchesQuery())
  const headingId = useId()
  // Offered once the member sets an alert to 'At once' here, not whenever the list shows one.
  const [instantChosen, setInstantChosen] = useState(false)
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Saved searches
      </h2>
      {instantChosen && <InstantAlertOffer />}
      <QueryState query={query} loadingLabel="Loading your saved searches" pending={<Skeleton lines={3} />} errorTitle="We could not load your saved searches.">
        {(searches) =>
          searches.length ? (
            <ul className={rows.list}>
              {searches.map((search) => (
                <SavedSearchRow key={search.id} search={search} onInstant={() => setInstantChosen(true)} />
              ))}
            </ul>
          ) : (
            <p className={rows.muted}>No saved searches yet. Use 'Save this search' on a directory to keep its filters here.</p>
          )
        }
      </QueryState>
    </section>
  )
}
