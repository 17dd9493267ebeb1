import { useNavigate } from '@tanstack/react-router'
import { NewExpertInput } from '../../../../contract/admin-experts.ts'
import { useForm } from '../../../lib/use-form.ts'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { FormActions, formStyles as styles } from '../../admin/index.ts'
import { adminExperts } from '../api/admin-experts.ts'

/**
 * Makes a member an expert by the email they signed up with, then opens their profile to complete it. The server
 * says under the field when the address is nobody's, staff's, not verified yet or an expert's already.
 */
export function NewExpertForm() {
  const create = adminExperts.useCreate()
  const navigate = useNavigate()
  const { toast } = useToast()
  const form = useForm({
    schema: NewExpertInput,
    initial: { email: '' },
    onSubmit: async (values) => {
      const reply = await create.mutateAsync(values)
      toast({ tone: 'success', title: reply.message ?? 'Expert added.' })
      await navigate({ to: '/admin-dashboard/experts/$id/edit', params: { id: reply.data.id } })
    },
  })
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={styles.wide}>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          hint="The address a member signed up and verified with."
          {...form.bind('email')}
        />
      </div>
      <FormActions noun="expert" list="/admin-dashboard/experts" submitting={form.submitting} />
    </form>
  )
}
