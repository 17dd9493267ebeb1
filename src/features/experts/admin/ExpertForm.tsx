import type { ExpertChanges } from '../../../../contract/admin-experts.ts'
import { useForm } from '../../../lib/use-form.ts'
import { SelectField, type Option } from '../../../ui/form/SelectField.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { asOptions, FormActions, formStyles as styles, listError, SubjectChecklist, WithLookups } from '../../admin/index.ts'
import { expertFormSchema, type ExpertFormValues } from './expert-form.ts'

interface ExpertFormProps {
  initial: ExpertFormValues
  onSave: (values: ExpertChanges) => Promise<unknown>
}

/** What the directory shows of an expert, and whether it shows them and with the verified badge. */
export function ExpertForm({ initial, onSave }: ExpertFormProps) {
  return (
    <WithLookups>
      {(data) => (
        <ExpertFields initial={initial} onSave={onSave} subjects={asOptions(data.subjects)} qualifications={asOptions(data.qualifications)} professions={asOptions(data.professions)} />
      )}
    </WithLookups>
  )
}

interface FieldsProps extends ExpertFormProps {
  subjects: Option[]
  qualifications: Option[]
  professions: Option[]
}

function ExpertFields({ initial, onSave, subjects, qualifications, professions }: FieldsProps) {
  const form = useForm({ schema: expertFormSchema, initial, onSubmit: onSave })
  const { values, errors, bind, setValue, submitting } = form
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <TextField label="Name" autoComplete="off" {...bind('name')} />
      <TextField
        label="ORCID iD (optional)"
        placeholder="0000-0002-1825-0097"
        autoComplete="off"
        spellCheck={false}
        hint="Sixteen characters in four groups; the card links to the expert’s ORCID record."
        {...bind('orcid')}
      />
      <SelectField label="Education" placeholder="None" options={qualifications} {...bind('qualificationId', { validateOnChange: true })} />
      <SelectField label="Profession" placeholder="None" options={professions} {...bind('professionId', { validateOnChange: true })} />
      <SubjectChecklist options={subjects} selected={values.subjectIds} onSelectedChange={(next) => setValue('subjectIds', next)} error={listError(errors, 'subjectIds')} />
      <TextField label="Languages" hint="Separated by commas, such as English, Hindi." autoComplete="off" {...bind('languages')} error={listError(errors, 'languages')} />
      <div className={styles.wide}>
        <TextareaField label="Bio" rows={5} {...bind('bio')} />
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" className={styles.checkbox} checked={values.verified} onChange={(event) => setValue('verified', event.target.checked)} />
        Verified: staff have checked who this expert is
      </label>
      <label className={styles.toggle}>
        <input type="checkbox" className={styles.checkbox} checked={values.listed} onChange={(event) => setValue('listed', event.target.checked)} />
        Listed under Connect to Expert
      </label>
      <FormActions noun="expert" list="/admin-dashboard/experts" submitting={submitting} />
    </form>
  )
}
