import { planCurrencies, planStatuses } from '../../../../contract/admin-plans.ts'
import { featureSlugs, featureTitles } from '../../../../contract/plans.ts'
import { CheckboxList } from '../../../ui/form/CheckboxList.tsx'
import { SelectField, withChosen } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { formStyles as styles, picklistOptions, type FieldsProps } from '../../admin-kit/index.ts'
import { priceError, type PlanFormValues } from './plan-form.ts'

const currencyOptions = picklistOptions(planCurrencies)
const featureOptions = picklistOptions(featureSlugs, featureTitles)
const statusOptions = picklistOptions(planStatuses)

/** 'Manage Plan': every field of a plan, for a new one or an edit. */
export function PlanFields({ form }: FieldsProps<PlanFormValues>) {
  const { values, errors, bind, setValue } = form
  return (
    <>
      <TextField label="Title" autoComplete="off" {...bind('title')} />
      <TextField label="Badge" hint="A word or two on the card, such as Most popular." autoComplete="off" {...bind('description')} />
      <TextField
        label="Price"
        inputMode="decimal"
        autoComplete="off"
        hint="In whole units, such as 1799 or 1799.50; 0 makes the plan free."
        {...bind('price')}
        error={priceError(values, errors.price)}
      />
      <SelectField label="Currency" options={withChosen(currencyOptions, values.currency)} {...bind('currency', { validateOnChange: true })} />
      <TextField label="Duration (months)" type="number" inputMode="numeric" min={1} hint="Leave empty for a free plan." {...bind('durationMonths')} />
      <TextField label="Position" type="number" inputMode="numeric" min={0} hint="Smaller comes first on the plans page." {...bind('position')} />
      <div className={styles.wide}>
        <CheckboxList
          legend="Features"
          options={featureOptions}
          selected={values.featureSlugs}
          onSelectedChange={(next) => setValue('featureSlugs', next)}
          error={errors.featureSlugs}
        />
      </div>
      <SelectField
        label="Status"
        hint="A retired plan stays with the members who bought it, but leaves the plans page and is no longer sold."
        options={statusOptions}
        {...bind('status', { validateOnChange: true })}
      />
    </>
  )
}
