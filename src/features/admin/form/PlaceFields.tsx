import { useQuery } from '@tanstack/react-query'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import { adminStatesQuery } from '../api/admin-lookups-queries.ts'
import { asOptions } from './form-values.ts'

interface PlaceFieldsProps {
  countries: Option[]
  countryId: string
  stateId: string
  errors: { countryId?: string; stateId?: string }
  /** A state belongs to its country: a new country must start with none chosen. */
  onCountryChange: (countryId: string) => void
  onStateChange: (stateId: string) => void
}

/** Country, then State: the state list waits for a country and says when the country has no states. */
export function PlaceFields({ countries, countryId, stateId, errors, onCountryChange, onStateChange }: PlaceFieldsProps) {
  const id = Number(countryId)
  const states = useQuery({ ...adminStatesQuery(id), enabled: id > 0 })
  const stateOptions = asOptions(states.data ?? [])
  const placeholder = !id ? 'Choose a country first' : states.isPending ? 'Loading states…' : stateOptions.length ? 'Select state' : 'No states for this country'
  return (
    <>
      <SelectField label="Country" placeholder="Select country" options={countries} value={countryId} error={errors.countryId} onValueChange={onCountryChange} />
      <SelectField
        label="State"
        placeholder={placeholder}
        options={stateOptions}
        disabled={!id || !stateOptions.length}
        value={stateId}
        error={errors.stateId}
        onValueChange={onStateChange}
      />
    </>
  )
}
