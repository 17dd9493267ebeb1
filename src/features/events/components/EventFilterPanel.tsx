import { useQuery } from '@tanstack/react-query'
import { Button } from '../../../ui/Button.tsx'
import { SelectField, withChosen } from '../../../ui/form/SelectField.tsx'
import { eventOptionsQuery, eventStatesQuery } from '../api/events-queries.ts'
import { useEventFilters } from '../use-event-filters.ts'

/**
 * Everything that narrows the list besides the search box; each choice starts the list again at page 1. A state
 * belongs to a country, so State waits for a country and starts again at 'All States' when the country changes.
 */
export function EventFilterPanel() {
  const { filters, setFilters, clearFilters } = useEventFilters()
  const countries = useQuery(eventOptionsQuery('countries')).data
  const states = useQuery({ ...eventStatesQuery(filters.country ?? ''), enabled: Boolean(filters.country) }).data
  const subjects = useQuery(eventOptionsQuery('subjects')).data
  const types = useQuery(eventOptionsQuery('types')).data
  const modes = useQuery(eventOptionsQuery('modes')).data
  const anySet = Object.values(filters).some((value) => value !== undefined)

  return (
    <>
      <SelectField
        label="Country"
        placeholder="All Countries"
        options={withChosen(countries, filters.country)}
        value={filters.country ?? ''}
        onValueChange={(country) => setFilters({ country: country || undefined, state: undefined })}
      />
      <SelectField
        label="State"
        placeholder="All States"
        options={filters.country ? withChosen(states, filters.state) : []}
        value={filters.country ? (filters.state ?? '') : ''}
        disabled={!filters.country}
        hint={filters.country ? undefined : 'Choose a country first.'}
        onValueChange={(state) => setFilters({ state: state || undefined })}
      />
      <SelectField
        label="Subject"
        placeholder="All Subjects"
        options={withChosen(subjects, filters.subject)}
        value={filters.subject ?? ''}
        onValueChange={(subject) => setFilters({ subject: subject || undefined })}
      />
      <SelectField
        label="Type"
        placeholder="All Types"
        options={withChosen(types, filters.type)}
        value={filters.type ?? ''}
        onValueChange={(type) => setFilters({ type: type || undefined })}
      />
      <SelectField
        label="Mode"
        placeholder="All Modes"
        options={withChosen(modes, filters.mode)}
        value={filters.mode ?? ''}
        onValueChange={(mode) => setFilters({ mode: mode || undefined })}
      />
      <Button variant="outline" onClick={clearFilters} disabled={!anySet}>
        Clear filters
      </Button>
    </>
  )
}
