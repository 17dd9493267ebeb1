import { useId } from 'react'
import type { FieldErrors } from '../../../../../ui/use-form.ts'
import { TextField } from '../../../../../ui/form/TextField.tsx'
import type { CvList, ProfileValues } from '../profile-values.ts'
import { CollapsibleSection } from './CollapsibleSection.tsx'
import { EntryList } from './EntryList.tsx'
import { RecordFields, type RecordField } from './RecordFields.tsx'
import * as styles from './CvSections.css.ts'

type RecordList = Exclude<CvList, 'skills'>
type Entry<K extends RecordList> = ProfileValues[K][number]

interface RecordListSpec<K extends RecordList> {
  name: K
  title: string
  /** One entry, as button names and legends say it: 'licence' gives 'Add licence' and 'Licence 2'. */
  noun: string
  fields: readonly RecordField<Entry<K>>[]
  blank: Entry<K>
}

const experience: RecordListSpec<'experience'> = {
  name: 'experience',
  title: 'Experience',
  noun: 'experience',
  fields: [
    { key: 'role', label: 'Role' },
    { key: 'company', label: 'Company' },
    { key: 'years', label: 'Years' },
  ],
  blank: { role: '', company: '', years: '' },
}

// 'Education history': the places and degrees, apart from the one highest qualification chosen above it.
const education: RecordListSpec<'education'> = {
  name: 'education',
  title: 'Education history',
  noun: 'education entry',
  fields: [
    { key: 'institution', label: 'Institution' },
    { key: 'degree', label: 'Degree' },
    { key: 'year', label: 'Year', numeric: true },
  ],
  blank: { institution: '', degree: '', year: '' },
}

const licences: RecordListSpec<'licences'> = {
  name: 'licences',
  title: 'Licences',
  noun: 'licence',
  fields: [
    { key: 'name', label: 'Licence name' },
    { key: 'issuer', label: 'Issuer' },
    { key: 'year', label: 'Year', numeric: true },
  ],
  blank: { name: '', issuer: '', year: '' },
}

const hasErrorIn = (errors: FieldErrors, name: string) => Object.keys(errors).some((path) => path === name || path.startsWith(`${name}.`))

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

interface CvSectionsProps {
  values: Pick<ProfileValues, CvList>
  errors: FieldErrors
  onListChange: <K extends CvList>(name: K, next: ProfileValues[K]) => void
}

/** The CV's four lists inside the profile form: each closed under its size until wanted, opened when it holds a message. */
export function CvSections({ values, errors, onListChange }: CvSectionsProps) {
  const headingId = useId()

  const recordSection = <K extends RecordList>({ name, title, noun, fields, blank }: RecordListSpec<K>) => (
    <CollapsibleSection title={title} count={values[name].length} forceOpen={hasErrorIn(errors, name)}>
      <EntryList<Entry<K>>
        noun={noun}
        emptyText={`No ${title.toLowerCase()} added yet.`}
        entries={values[name]}
        blank={blank}
        // TypeScript cannot tie `next` to `name` through K, though both come from the one RecordListSpec.
        onEntriesChange={(next) => onListChange(name, next as ProfileValues[K])}
        error={errors[name]}
      >
        {(entry, index, update) => (
          <RecordFields
            legend={`${capitalised(noun)} ${index + 1}`}
            fields={fields}
            entry={entry}
            onEntryChange={update}
            errorAt={(key) => errors[`${name}.${index}.${key}`]}
          />
        )}
      </EntryList>
    </CollapsibleSection>
  )

  return (
    <section className={styles.cv} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        CV
      </h3>
      <div className={styles.sections}>
        <CollapsibleSection title="Skills" count={values.skills.length} forceOpen={hasErrorIn(errors, 'skills')}>
          <EntryList
            noun="skill"
            emptyText="No skills added yet."
            entries={values.skills}
            blank=""
            onEntriesChange={(next) => onListChange('skills', next)}
            error={errors.skills}
          >
            {(skill, index, update) => <TextField label={`Skill ${index + 1}`} value={skill} onValueChange={update} error={errors[`skills.${index}`]} />}
          </EntryList>
        </CollapsibleSection>
        {recordSection(experience)}
        {recordSection(education)}
        {recordSection(licences)}
      </div>
    </section>
  )
}
