import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { RegisterBody } from '../../../../contract/account.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { PasswordField } from '../../../ui/form/PasswordField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useRegister } from '../api/account-mutations.ts'
import { AuthScreen } from './AuthScreen.tsx'
import { LookupSelect, SubjectPicker } from './LookupFields.tsx'
import * as styles from './RegisterPage.css.ts'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'

const empty: RegisterBody = { name: '', email: '', password: '', qualificationId: '', professionId: '', subjectIds: [] }

export function RegisterPage() {
  const { toast } = useToast()
  const register = useRegister()
  // Bumped after a sign-up so the fields' own state (password shown, subject filter) starts over with the values.
  const [round, setRound] = useState(0)

  useScrollToTop()

  const form = useForm({
    schema: RegisterBody,
    initial: empty,
    onSubmit: async (values) => {
      const { title, text } = await register.mutateAsync(values)
      toast({ tone: 'success', title, description: text })
      form.reset()
      setRound((r) => r + 1)
    },
  })
  const { values, errors, setValue, bind } = form

  return (
    <AuthScreen
      title="Create your Profile"
      intro="Sign up to use the journal finder, chat with subject experts and join the research community."
      wide
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      <form key={round} className={styles.grid} onSubmit={form.handleSubmit} noValidate>
        <TextField label="Name" autoComplete="name" {...bind('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...bind('email')}
        />
        <div className={styles.fullRow}>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...bind('password')}
          />
        </div>
        {/* Selects are checked as soon as they change, not only on submit. */}
        <LookupSelect kind="qualifications" label="Qualification" {...bind('qualificationId', { validateOnChange: true })} />
        <LookupSelect kind="professions" label="Profession" {...bind('professionId', { validateOnChange: true })} />
        <div className={styles.fullRow}>
          <SubjectPicker
            selected={values.subjectIds.map(String)}
            onSelectedChange={(ids) => setValue('subjectIds', ids, true)}
            error={errors.subjectIds}
          />
        </div>
        <div className={styles.fullRow}>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Creating your profile…' : 'Create Profile'}
          </Button>
        </div>
      </form>
    </AuthScreen>
  )
}
