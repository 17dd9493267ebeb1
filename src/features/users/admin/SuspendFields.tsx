import { SUSPENSION_REASON_MAX } from '../../../../contract/users.ts'
import type { useForm } from '../../../ui/use-form.ts'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import type { suspendFormSchema } from './suspend-form.ts'

type Form = ReturnType<typeof useForm<typeof suspendFormSchema>>

/** Why, and until when: a date and time on this device's clock, or indefinitely. */
export function SuspendFields({ form }: { form: Form }) {
  return (
    <>
      <TextareaField label="Reason" rows={3} hint={`The member is told it when they try to sign in; at most ${SUSPENSION_REASON_MAX} characters.`} {...form.bind('reason')} />
      <label>
        <input type="checkbox" checked={form.values.indefinitely} onChange={(e) => form.setValue('indefinitely', e.target.checked)} /> Indefinitely
      </label>
      {!form.values.indefinitely && <TextField label="Until" type="datetime-local" {...form.bind('until')} />}
    </>
  )
}
