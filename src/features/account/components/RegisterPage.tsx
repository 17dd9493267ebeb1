import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { RegisterBody } from '../../../../contract/account.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { PasswordField } from '../../../ui/form/PasswordField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useRegister } from '../api/account-mutations.ts'
import { AuthScreen } from './AuthScreen.tsx'
import { LookupSelect, SubjectPicker } from './LookupFields.tsx'
import { SignUpSent } from './SignUpSent.tsx'
import * as styles from './RegisterPage.css.ts'
import { useScrollToTop } from '../../../lib/use-scroll-to-top.ts'

const empty: RegisterBody = { name: '', email: '', password: '', qualificationId: '', professionId: '', subjectIds: [] }

/** The mail sent after a sign-up: the server's title and text, and the address it went to. */
interface Sent {
  title: string
  text: string
  email: string
}

export function RegisterPage() {
  const register = useRegister()
  // After a sign-up the page says where the mail went; the form stays as it was typed, for another address.
  const [sent, setSent] = useState<Sent | null>(null)
  // The address a link was sent to before the person came back to give another; the Email field names it.
  const [previous, setPrevious] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useScrollToTop()

  const form = useForm({
    schema: RegisterBody,
    initial: empty,
    onSubmit: async (values) => {
      const { title, text } = await register.mutateAsync(values)
      setSent({ title, text, email: values.email })
    },
  })
  const { values, errors, setValue, bind } = form

  // The content changed in place: focus goes to its heading (read out first), or back to the Email box to correct.
  useEffect(() => {
    if (sent) heading.current?.focus()
    // From the top of the page, so the sticky header does not cover the box's label; the box is in the first screenful.
    else if (previous) {
      window.scrollTo({ top: 0 })
      formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true })
    }
  }, [sent, previous])

  const giveAnotherAddress = () => {
    setPrevious(sent?.email ?? null)
    // Only the address must change; name, password and choices stay as typed, with no message until the next try.
    form.reset({ ...values, email: '' })
    setSent(null)
  }

  if (sent) {
    return (
      <AuthScreen
        title={sent.title}
        titleRef={heading}
        footer={
          <>
            Verified already? <Link to="/login">Login</Link>
          </>
        }
      >
        <SignUpSent email={sent.email} text={sent.text} onUseAnotherAddress={giveAnotherAddress} />
      </AuthScreen>
    )
  }

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
      <form ref={formRef} className={styles.grid} onSubmit={form.handleSubmit} noValidate>
        <TextField label="Name" autoComplete="name" {...bind('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={
            previous ? (
              <>
                We sent the last link to <span className={styles.address}>{previous}</span>.
              </>
            ) : undefined
          }
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
