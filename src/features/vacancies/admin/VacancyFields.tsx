import { contractTitles, salaryPeriods, vacancyContracts, vacancyStatuses } from '../../../../contract/vacancies.ts'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { asOptions, dateError, formStyles as styles, listError, picklistOptions, PlaceFields, SubjectChecklist, timeZoneName, type FieldsProps } from '../../admin-kit/index.ts'
import { emptySalary, type SalaryValues, type VacancyFormValues } from './vacancy-form.ts'

const contractOptions = picklistOptions(vacancyContracts, contractTitles)
const periodOptions = salaryPeriods.map((value) => ({ value, label: `Per ${value}` }))
const statusOptions = picklistOptions(vacancyStatuses)

/** 'Manage Vacancy': every field of a vacancy, for a new one or an edit. */
export function VacancyFields({ form, lookups }: FieldsProps<VacancyFormValues>) {
  const { values, errors, bind, setValue } = form
  const data = lookups!
  const salary = values.salary
  const setSalary = (change: Partial<SalaryValues>) => setValue('salary', { ...(salary ?? emptySalary), ...change })
  const zone = timeZoneName()

  return (
    <>
      <TextField label="Title" autoComplete="off" {...bind('title')} />
      <TextField label="Employer (university or hospital)" autoComplete="organization" {...bind('employer')} />
      <SubjectChecklist
        options={asOptions(data.subjects, values.subjectIds)}
        selected={values.subjectIds}
        onSelectedChange={(next) => setValue('subjectIds', next)}
        error={listError(errors, 'subjectIds')}
      />
      <SelectField label="Type" placeholder="Select type" options={asOptions(data.qualifications, values.qualificationId)} {...bind('qualificationId', { validateOnChange: true })} />
      <SelectField label="Contract" placeholder="Select contract" options={contractOptions} {...bind('contract', { validateOnChange: true })} />
      <PlaceFields form={form} countries={data.countries} />
      <TextField label="City (optional)" autoComplete="off" {...bind('city')} />
      <TextField label="Reference (optional)" autoComplete="off" {...bind('reference')} />
      <TextField label="Apply link" type="url" inputMode="url" placeholder="https://" autoComplete="url" {...bind('link')} />
      <SelectField label="Status" options={statusOptions} {...bind('status', { validateOnChange: true })} />
      <TextField
        label="Closes at"
        type="datetime-local"
        hint={`Your time zone: ${zone}`}
        {...bind('closesAt')}
        error={dateError(values.closesAt, errors.closesAt)}
      />
      <TextField label="Posted at (optional)" type="datetime-local" hint={`Your time zone: ${zone}. Left empty, it is now.`} {...bind('postedAt')} />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Salary</legend>
        <label className={styles.toggle}>
          <input type="checkbox" className={styles.checkbox} checked={salary === null} onChange={(e) => setValue('salary', e.target.checked ? null : emptySalary)} />
          Not disclosed
        </label>
        {salary && (
          <>
            <TextField label="Minimum" inputMode="decimal" value={salary.min} onValueChange={(min) => setSalary({ min })} error={errors['salary.min']} />
            <TextField label="Maximum" inputMode="decimal" value={salary.max} onValueChange={(max) => setSalary({ max })} error={errors['salary.max']} />
            <TextField
              label="Currency"
              placeholder="INR"
              maxLength={3}
              autoComplete="off"
              value={salary.currency}
              onValueChange={(currency) => setSalary({ currency: currency.toUpperCase() })}
              error={errors['salary.currency']}
            />
            <SelectField label="Period" options={periodOptions} value={salary.period} onValueChange={(period) => setSalary({ period })} error={errors['salary.period']} />
          </>
        )}
      </fieldset>

      <div className={styles.wide}>
        <TextareaField label="Description" rows={6} {...bind('description')} />
      </div>
    </>
  )
}
