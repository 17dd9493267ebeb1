import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { asOptions, formStyles as styles, listError, SubjectChecklist, type FieldsProps } from '../../admin-kit/index.ts'
import type { ExpertFormValues } from './expert-form.ts'

/** What the directory shows of an expert, and whether it shows them and with the verified badge. */
export function ExpertFields({ form, lookups }: FieldsProps<ExpertFormValues>) {
  const { values, errors, bind, setValue } = form
  const data = lookups!
  return (
    <>
      <TextField label="Name" autoComplete="off" {...bind('name')} />
      <TextField
        label="ORCID iD (optional)"
        placeholder="0000-0002-1825-0097"
        autoComplete="off"
        spellCheck={false}
        hint="Sixteen characters in four groups; the card links to the expert’s ORCID record."
        {...bind('orcid')}
      />
      <SelectField label="Education" placeholder="None" options={asOptions(data.qualifications, values.qualificationId)} {...bind('qualificationId', { validateOnChange: true })} />
      <SelectField label="Profession" placeholder="None" options={asOptions(data.professions, values.professionId)} {...bind('professionId', { validateOnChange: true })} />
      <SubjectChecklist options={asOptions(data.subjects, values.subjectIds)} selected={values.subjectIds} onSelectedChange={(next) => setValue('subjectIds', next)} error={listError(errors, 'subjectIds')} />
      <TextField label="Languages" hint="Separated by commas, such as English, Hindi." autoComplete="off" {...bind('languages')} error={listError(errors, 'languages')} />
      <div className={styles.wide}>
        <TextareaField label="Bio" rows={5} {...bind('bio')} />
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" className={styles.checkbox} checked={values.verified} disabled={values.demo && !values.verified} onChange={(event) => setValue('verified', event.target.checked)} />
        {values.demo ? 'Verified: never, as a demo profile is a made-up person' : 'Verified: staff have checked who this expert is'}
      </label>
      <label className={styles.toggle}>
        <input type="checkbox" className={styles.checkbox} checked={values.listed} onChange={(event) => setValue('listed', event.target.checked)} />
        Listed under Connect to Expert
      </label>
    </>
  )
}
