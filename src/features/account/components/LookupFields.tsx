import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CheckboxList } from '../../../ui/form/CheckboxList.tsx'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { lookupQuery } from '../api/account-queries.ts'
import * as styles from './LookupFields.css.ts'

type LookupKind = 'qualifications' | 'professions'

/** What a select says before a choice, unless told otherwise. */
const choose: Record<LookupKind, string> = { qualifications: 'Select qualification', professions: 'Select profession' }

interface LookupSelectProps {
  kind: LookupKind
  label: string
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  error?: string
}

/** A select over one of the staff-managed lists, with its own loading and failure states. */
export function LookupSelect({ kind, label, placeholder = choose[kind], value, onValueChange, error }: LookupSelectProps) {
  const query = useQuery(lookupQuery(kind))
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading ${kind}`}
      pending={
        <div className={styles.pending}>
          <Skeleton className={styles.labelSkeleton} />
          <Skeleton className={styles.controlSkeleton} />
        </div>
      }
      errorTitle={`We could not load the ${kind}.`}
    >
      {(options) => (
        <SelectField label={label} placeholder={placeholder} options={options} value={value} onValueChange={onValueChange} error={error} />
      )}
    </QueryState>
  )
}

interface SubjectPickerProps {
  selected: readonly string[]
  onSelectedChange: (selected: string[]) => void
  error?: string
  /** 'Subjects' at sign-up; the profile calls the same choice 'Expertise'. */
  legend?: string
}

/**
 * The subjects as checkboxes with a filter box above: there are about 190 of them. Chosen ones stay in the list
 * whatever the filter says, and the line under it names them all, so a choice never disappears from view.
 */
export function SubjectPicker({ selected, onSelectedChange, error, legend = 'Subjects' }: SubjectPickerProps) {
  const query = useQuery(lookupQuery('subjects'))
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()

  return (
    <QueryState
      query={query}
      loadingLabel="Loading subjects"
      pending={
        <div className={styles.pending}>
          <Skeleton className={styles.labelSkeleton} />
          <Skeleton className={styles.listSkeleton} />
        </div>
      }
      errorTitle="We could not load the subjects."
    >
      {(subjects) => {
        const matchesFilter = (s: Option) => s.label.toLowerCase().includes(needle)
        const shown = subjects.filter((s) => selected.includes(s.value) || matchesFilter(s))
        // Which ones, not only how many: the chosen may sit far apart in the list's scrolling box.
        const chosen = subjects.filter((s) => selected.includes(s.value)).map((s) => s.label)
        const summary = chosen.length ? `Chosen: ${chosen.join(', ')}` : 'No subjects chosen'
        return (
          <div className={styles.picker}>
            <TextField label="Filter subjects" type="search" autoComplete="off" value={filter} onValueChange={setFilter} />
            <CheckboxList
              legend={legend}
              options={shown}
              selected={selected}
              onSelectedChange={onSelectedChange}
              hint={subjects.some(matchesFilter) ? summary : `No subjects match “${filter.trim()}”. ${summary}`}
              error={error}
            />
          </div>
        )
      }}
    </QueryState>
  )
}
