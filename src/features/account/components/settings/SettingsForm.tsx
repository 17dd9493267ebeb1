import type { Settings } from '../../../../../contract/account.ts'
import { useForm, type FieldErrors } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextareaField, TextField } from '../../../../ui/form/TextField.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useSaveSettings } from '../../api/account-mutations.ts'
import { LookupSelect } from '../LookupFields.tsx'
import { CollapsibleSection } from './CollapsibleSection.tsx'
import { EntryList } from './EntryList.tsx'
import { RecordFields, type RecordField } from './RecordFields.tsx'
import { SettingsFormSchema, toSettingsValues, type SettingsValues } from './settings-values.ts'
import * as styles from './SettingsForm.css.ts'

type RecordList = 'experience' | 'education' | 'licences'
type Entry<K extends RecordList> = SettingsValues[K][number]

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

const education: RecordListSpec<'education'> = {
  name: 'education',
  title: 'Education',
  noun: 'education',
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

/** Name, profession, bio and the four lists, checked with the server's schema and saved in one request. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { toast } = useToast()
  const save = useSaveSettings()
  const form = useForm({
    schema: SettingsFormSchema,
    initial: toSettingsValues(settings),
    onSubmit: async (body) => {
      const reply = await save.mutateAsync(body)
      // The server's trimmed copy, and a clean slate for the next round of changes.
      form.reset(toSettingsValues(reply.data))
      toast({ tone: 'success', title: reply.message ?? 'Settings saved!' })
    },
  })
  const { values, errors, setValue, bind } = form

  const recordSection = <K extends RecordList>({ name, title, noun, fields, blank }: RecordListSpec<K>) => (
    <CollapsibleSection title={title} count={values[name].length} forceOpen={hasErrorIn(errors, name)}>
      <EntryList<Entry<K>>
        noun={noun}
        emptyText={`No ${title.toLowerCase()} added yet.`}
        entries={values[name]}
        blank={blank}
        // TypeScript cannot tie `next` to `name` through K, though both come from the one RecordListSpec.
        onEntriesChange={(next) => setValue(name, next as SettingsValues[K])}
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
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Name" autoComplete="name" {...bind('name')} />
      <LookupSelect
        kind="professions"
        label="Profession"
        placeholder="Not specified"
        value={values.professionId == null ? '' : String(values.professionId)}
        onValueChange={(v) => setValue('professionId', v || null, true)}
        error={errors.professionId}
      />
      <TextareaField label="Bio" {...bind('bio')} />
      <div className={styles.sections}>
        <CollapsibleSection title="Skills" count={values.skills.length} forceOpen={hasErrorIn(errors, 'skills')}>
          <EntryList
            noun="skill"
            emptyText="No skills added yet."
            entries={values.skills}
            blank=""
            onEntriesChange={(next) => setValue('skills', next)}
            error={errors.skills}
          >
            {(skill, index, update) => (
              <TextField label={`Skill ${index + 1}`} value={skill} onValueChange={update} error={errors[`skills.${index}`]} />
            )}
          </EntryList>
        </CollapsibleSection>
        {recordSection(experience)}
        {recordSection(education)}
        {recordSection(licences)}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
