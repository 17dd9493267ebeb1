import { useQuery } from '@tanstack/react-query'
import { Button } from '../../../ui/Button.tsx'
import { CheckboxList } from '../../../ui/form/CheckboxList.tsx'
import { SelectField, withChosen } from '../../../ui/form/SelectField.tsx'
import { vacancyOptionsQuery, vacancyStatesQuery } from '../api/vacancies-queries.ts'
import { useVacancyFilters } from '../use-vacancy-filters.ts'

/**
 * Everything that narrows the list besides the search box; each choice starts the list again at page 1. A state
 * belongs to a country, so State waits for a country and starts again at 'All States' when the country changes.
 */
export function VacancyFilterPanel() {
  const { filters, setFilters, clearFilters } = useVacancyFilters()
  const countries = useQuery(vacancyOptionsQuery('countries')).data
  const states = useQuery({ ...vacancyStatesQuery(filters.country ?? ''), enabled: Boolean(filters.country) }).data
  const subjects = useQuery(vacancyOptionsQuery('subjects')).data
  const qualifications = useQuery(vacancyOptionsQuery('qualifications')).data
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
      <CheckboxList
        legend="Subjects"
        options={subjects ?? []}
        selected={filters.subjects ?? []}
        onSelectedChange={(chosen) => setFilters({ subjects: chosen.length ? chosen : undefined })}
      />
      <SelectField
        label="Type"
        placeholder="All Types"
        options={withChosen(qualifications, filters.qualification)}
        value={filters.qualification ?? ''}
        onValueChange={(qualification) => setFilters({ qualification: qualification || undefined })}
      />
      <Button variant="outline" onClick={clearFilters} disabled={!anySet}>
        Clear filters
      </Button>
    </>
  )
}
