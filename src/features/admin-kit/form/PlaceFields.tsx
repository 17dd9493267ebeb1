import { useQuery } from '@tanstack/react-query'
import type { AdminLookups } from '../../../../contract/admin.ts'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { adminStatesQuery } from '../api/admin-lookups-queries.ts'
import { asOptions } from './form-values.ts'
import type { SectionFormState } from './section-form.tsx'

interface Place {
  countryId: string
  stateId: string
}

/**
 * Country, then State: the state list waits for a country and says when the country has no states. A state belongs
 * to its country, so a new country starts with none chosen.
 */
export function PlaceFields<F extends Place>({ form, countries }: { form: SectionFormState<F>; countries: AdminLookups['countries'] }) {
  // The form's other fields do not matter here; its country and state are each a lookup's id as text.
  const { values, errors, setValue } = form as unknown as SectionFormState<Place>
  const id = Number(values.countryId)
  const states = useQuery({ ...adminStatesQuery(id), enabled: id > 0 })
  const stateOptions = asOptions(states.data ?? [])
  const placeholder = !id ? 'Choose a country first' : states.isPending ? 'Loading states…' : stateOptions.length ? 'Select state' : 'No states for this country'
  return (
    <>
      <SelectField
        label="Country"
        placeholder="Select country"
        options={asOptions(countries)}
        value={values.countryId}
        error={errors.countryId}
        onValueChange={(next) => {
          setValue('stateId', '')
          setValue('countryId', next, true)
        }}
      />
      <SelectField
        label="State"
        placeholder={placeholder}
        options={stateOptions}
        disabled={!id || !stateOptions.length}
        value={values.stateId}
        error={errors.stateId}
        onValueChange={(next) => setValue('stateId', next, true)}
      />
    </>
  )
}
