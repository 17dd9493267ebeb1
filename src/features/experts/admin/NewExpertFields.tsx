import { TextField } from '../../../ui/form/TextField.tsx'
import { formStyles as styles, type FieldsProps } from '../../admin-kit/index.ts'

/**
 * Makes a member an expert by the email they signed up with. The server says under the field when the address is
 * nobody's, staff's, not verified yet or an expert's already.
 */
export function NewExpertFields({ form }: FieldsProps<{ email: string }>) {
  return (
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
  )
}
