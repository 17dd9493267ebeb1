import { useState, type ReactNode } from 'react'
import type * as v from 'valibot'
import { TEMPLATE_NAME_MAX } from '../../../../contract/templates.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { Field } from '../../../ui/form/Field.tsx'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { formStyles } from '../../admin-kit/index.ts'
import { kindOptions } from './kind-options.ts'
import { fileHint, type TemplateFormValues } from './template-form.ts'

interface TemplateFormProps<S extends v.GenericSchema<TemplateFormValues>> {
  schema: S
  initial: TemplateFormValues
  /** The file field's label: 'File' for an upload, 'Replace the file (optional)' for an edit. */
  fileLabel: string
  submitLabel: string
  /** Saves; a refusal's field messages show under the fields. Resolves true to empty the form for the next file. */
  onSave: (values: v.InferOutput<S>) => Promise<boolean>
  /** Cancel, beside the save button, where the form can be closed. */
  cancel?: ReactNode
}

/** The article type, the display name and the file: an upload's fields, and what an edit may change. */
export function TemplateForm<S extends v.GenericSchema<TemplateFormValues>>({ schema, initial, fileLabel, submitLabel, onSave, cancel }: TemplateFormProps<S>) {
  // A file input cannot be emptied by its value: a new key gives a new, empty one.
  const [fileKey, setFileKey] = useState(0)
  const form = useForm({
    schema,
    initial,
    onSubmit: async (values) => {
      if (!(await onSave(values))) return
      form.reset()
      setFileKey((key) => key + 1)
    },
  })
  const { bind, errors, submitting } = form
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <SelectField label="Article type" options={kindOptions} placeholder="Select article type" {...bind('kind', { validateOnChange: true })} />
      <TextField label="Name" autoComplete="off" maxLength={TEMPLATE_NAME_MAX} {...bind('name')} />
      <div className={formStyles.wide}>
        <Field label={fileLabel} hint={fileHint} error={errors.file}>
          {(control) => (
            <input
              key={fileKey}
              type="file"
              accept=".docx,.tex,.pdf"
              className={fieldStyles.control}
              {...control}
              onChange={(event) => form.setValue('file', event.target.files?.[0] ?? null, true)}
            />
          )}
        </Field>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </Button>
        {cancel}
      </div>
    </form>
  )
}
