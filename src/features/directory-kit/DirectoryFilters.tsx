import { useQuery } from '@tanstack/react-query'
import { Button } from '../../ui/Button.tsx'
import { CheckboxList } from '../../ui/form/CheckboxList.tsx'
import * as fieldStyles from '../../ui/form/Field.css.ts'
import { SelectField, withChosen } from '../../ui/form/SelectField.tsx'
import * as styles from './DirectoryFilters.css.ts'
import type { Directory, DirectoryField, FilterControls } from './types.ts'

type Controls = FilterControls<Record<string, unknown>>

/**
 * Everything that narrows the list besides the search box, as the declaration lists it, and 'Clear filters'; each
 * choice starts the list again at page 1.
 */
export function DirectoryFilters<F extends object, K extends string, Item>({ directory }: { directory: Directory<F, K, Item> }) {
  const { filters, setFilters, clearFilters } = directory.useFilters()
  // What 'Clear filters' takes away: the words and the narrowing choices, not the order.
  const anySet = directory.activeFilters(filters) > 0 || (filters as { search?: string }).search !== undefined
  return (
    <>
      <DirectoryFields directory={directory} filters={filters} setFilters={setFilters} />
      <Button variant="outline" onClick={clearFilters} disabled={!anySet}>
        Clear filters
      </Button>
    </>
  )
}

/** 'Sort by': the declaration's orders, the default left out of the address. */
export function DirectorySort<F extends object, K extends string, Item>({ directory }: { directory: Directory<F, K, Item> }) {
  const { filters, setFilters } = directory.useFilters()
  const sorts = directory.declaration.sorts
  if (!sorts?.length) return null
  const chosen = (filters as { sort?: string }).sort ?? sorts[0]!.value
  return (
    <div className={styles.sort}>
      <SelectField
        label="Sort by"
        options={sorts}
        value={chosen}
        onValueChange={(value) => setFilters({ sort: value === sorts[0]!.value ? undefined : value } as unknown as Partial<F>)}
      />
    </div>
  )
}

/** The declaration's fields alone, for a directory that lays them out itself (the experts' bar). */
export function DirectoryFields<F extends object, K extends string, Item>({ directory, ...controls }: { directory: Directory<F, K, Item> } & FilterControls<F>) {
  return (directory.declaration.fields ?? []).map((field, at) => <Field key={at} directory={directory} field={field} {...(controls as unknown as Controls)} />)
}

function Field<F extends object, K extends string, Item>({ directory, field, filters, setFilters }: { directory: Directory<F, K, Item>; field: DirectoryField<F> } & Controls) {
  switch (field.kind) {
    case 'select':
      return <Select directory={directory} kind={field.choices} label={field.label} all={field.all} value={filters[field.filter] as string | undefined} onChange={(value) => setFilters({ [field.filter]: value })} />
    case 'place':
      return <Place directory={directory} filters={filters} setFilters={setFilters} />
    case 'checkboxes':
      return <Checkboxes directory={directory} kind={field.choices} legend={field.legend} value={filters[field.filter] as string[] | undefined} onChange={(value) => setFilters({ [field.filter]: value })} />
    case 'toggles':
      return (
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>{field.legend}</legend>
          {field.toggles.map(({ filter, label }) => (
            <label key={filter} className={styles.toggle}>
              <input type="checkbox" className={fieldStyles.checkbox} checked={filters[filter] === true} onChange={(event) => setFilters({ [filter]: event.target.checked || undefined })} />
              {label}
            </label>
          ))}
        </fieldset>
      )
    case 'own':
      return <field.Field filters={filters as F} setFilters={setFilters} />
  }
}

interface SelectProps<F extends object, K extends string, Item> {
  directory: Directory<F, K, Item>
  kind: string
  label: string
  all: string
  value: string | undefined
  onChange: (value: string | undefined) => void
}

function Select<F extends object, K extends string, Item>({ directory, kind, label, all, value, onChange }: SelectProps<F, K, Item>) {
  const choices = useQuery(directory.choicesQuery(kind)).data
  return <SelectField label={label} placeholder={all} options={withChosen(choices, value)} value={value ?? ''} onValueChange={(chosen) => onChange(chosen || undefined)} />
}

interface CheckboxesProps<F extends object, K extends string, Item> {
  directory: Directory<F, K, Item>
  kind: string
  legend: string
  value: string[] | undefined
  onChange: (value: string[] | undefined) => void
}

function Checkboxes<F extends object, K extends string, Item>({ directory, kind, legend, value, onChange }: CheckboxesProps<F, K, Item>) {
  const choices = useQuery(directory.choicesQuery(kind)).data
  return <CheckboxList legend={legend} options={choices ?? []} selected={value ?? []} onSelectedChange={(chosen) => onChange(chosen.length ? chosen : undefined)} />
}

/** A state belongs to a country, so State waits for a country and starts again at 'All States' when the country changes. */
function Place<F extends object, K extends string, Item>({ directory, filters, setFilters }: { directory: Directory<F, K, Item> } & Controls) {
  const country = filters.country as string | undefined
  const state = filters.state as string | undefined
  const countries = useQuery(directory.choicesQuery('countries')).data
  const states = useQuery({ ...directory.statesQuery(country ?? ''), enabled: Boolean(country) }).data
  return (
    <>
      <SelectField
        label="Country"
        placeholder="All Countries"
        options={withChosen(countries, country)}
        value={country ?? ''}
        onValueChange={(chosen) => setFilters({ country: chosen || undefined, state: undefined })}
      />
      <SelectField
        label="State"
        placeholder="All States"
        options={country ? withChosen(states, state) : []}
        value={country ? (state ?? '') : ''}
        disabled={!country}
        hint={country ? undefined : 'Choose a country first.'}
        onValueChange={(chosen) => setFilters({ state: chosen || undefined })}
      />
    </>
  )
}
