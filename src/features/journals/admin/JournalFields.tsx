import { useQuery } from '@tanstack/react-query'
import { CheckboxList } from '../../../ui/form/CheckboxList.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { asOptions, formStyles as styles, listError, SubjectChecklist, type FieldsProps } from '../../admin-kit/index.ts'
import { journalOptionsQuery } from '../api/journals-queries.ts'
import type { JournalFormValues } from './journal-form.ts'

const apcOptions = [
  { value: 'none', label: 'No charge' },
  { value: 'unknown', label: 'Charges, amount not known' },
  { value: 'amount', label: 'Charges this amount' },
]

/** 'Manage Journal': every field of a journal, for a new one or an edit. */
export function JournalFields({ form, lookups }: FieldsProps<JournalFormValues>) {
  const { values, errors, bind, setValue } = form
  const indexes = useQuery(journalOptionsQuery('indexes')).data ?? []
  return (
    <>
      <TextField label="Title" autoComplete="off" {...bind('title')} />
      <TextField label="Publisher (optional)" autoComplete="off" hint="A new name adds the publisher." {...bind('publisher')} />
      <TextField label="Website (optional)" type="url" inputMode="url" placeholder="https://" autoComplete="url" {...bind('link')} />
      <TextField
        label="Impact factor (optional)"
        inputMode="decimal"
        hint="Licensed data: enter it only from a source the site holds a licence for (such as Journal Citation Reports). Imports from DOAJ never set it."
        {...bind('impactFactor')}
      />
      <TextField label="Print ISSN (optional)" placeholder="1234-5679" autoComplete="off" {...bind('issnPrint')} />
      <TextField label="Online ISSN (optional)" placeholder="1234-5679" autoComplete="off" {...bind('issnElectronic')} />
      <TextField label="Country of publisher (optional)" autoComplete="off" {...bind('country')} />
      <TextField label="Languages (optional)" hint="Separated by commas." autoComplete="off" {...bind('languages')} error={listError(errors, 'languages')} />
      <TextField label="Licence (optional)" placeholder="CC BY" autoComplete="off" {...bind('licence')} />
      <TextField label="Review process (optional)" autoComplete="off" {...bind('reviewProcess')} />
      <TextField label="Weeks from submission to publication (optional)" inputMode="numeric" {...bind('weeksToPublication')} />
      <TextField label="Keywords (optional)" hint="Separated by commas." autoComplete="off" {...bind('keywords')} error={listError(errors, 'keywords')} />
      <label className={styles.toggle}>
        <input type="checkbox" className={styles.checkbox} checked={values.openAccess} onChange={(e) => setValue('openAccess', e.target.checked)} />
        Open access
      </label>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Article processing charge</legend>
        <SelectField label="Charge" options={apcOptions} value={values.apc} onValueChange={(apc) => setValue('apc', apc as JournalFormValues['apc'])} />
        {values.apc === 'amount' && (
          <>
            <TextField label="Amount" inputMode="decimal" {...bind('apcAmount')} error={errors['apc.amount']} />
            <TextField label="Currency" placeholder="USD" maxLength={3} autoComplete="off" {...bind('apcCurrency')} error={errors['apc.currency']} />
          </>
        )}
      </fieldset>
      <SubjectChecklist options={asOptions(lookups!.subjects)} selected={values.subjectIds} onSelectedChange={(next) => setValue('subjectIds', next)} error={listError(errors, 'subjectIds')} />
      <div className={styles.wide}>
        <CheckboxList legend="Indexing" options={indexes} selected={values.indexes} onSelectedChange={(next) => setValue('indexes', next)} error={listError(errors, 'indexes')} />
      </div>
      <div className={styles.wide}>
        <TextareaField label="Aims and scope (optional)" rows={5} {...bind('scope')} />
      </div>
    </>
  )
}
