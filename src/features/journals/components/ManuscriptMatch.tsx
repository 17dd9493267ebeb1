import { useLocation } from '@tanstack/react-router'
import { MANUSCRIPT_ABSTRACT_MAX_LENGTH } from '../../../../contract/journals.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { Disclosure } from '../../../ui/Disclosure.tsx'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { isUpgradeRequired } from '../../plans/index.ts'
import { useMatchManuscript } from '../api/journals-mutations.ts'
import { ManuscriptForm } from './manuscript-form.ts'
import * as styles from './ManuscriptMatch.css.ts'
import { MatchResults } from './MatchResults.tsx'

const PLAN_NOTE = 'Matching is part of the plans that include the Journal Finder.'

interface GateProps {
  /** Whether the user's plan includes the journal finder; undefined while that is being checked. */
  access: boolean | undefined
  onGated: () => void
}

/** "Match my manuscript": closed until wanted, so the journal list stays in view below it. */
export function ManuscriptMatch(props: GateProps) {
  const { user } = useAuth()
  return (
    <Disclosure title="Match my manuscript" bodyClassName={styles.body}>
      <p className={styles.intro}>Paste your title and abstract to see the journals that publish work like yours, and why each one fits.</p>
      {user ? <MatchForm {...props} /> : <SignInPrompt />}
    </Disclosure>
  )
}

function SignInPrompt() {
  const here = useLocation({ select: (location) => location.href })
  return (
    <Notice
      title="Sign in to match your manuscript."
      action={
        <ButtonLink to="/login" search={{ redirect: here }} size="sm">
          Login
        </ButtonLink>
      }
    >
      <p>{PLAN_NOTE}</p>
    </Notice>
  )
}

const initial: ManuscriptForm = { title: '', abstract: '', keywords: '', openAccess: false, noApc: false, maxWeeks: '', minImpactFactor: '' }

function MatchForm({ access, onGated }: GateProps) {
  const match = useMatchManuscript()
  const form = useForm({
    schema: ManuscriptForm,
    initial,
    onSubmit: async (body) => {
      if (access === false) return onGated()
      await match.mutateAsync(body).catch((err: unknown) => {
        if (isUpgradeRequired(err)) return onGated()
        // Field issues go to the form, which puts them under their fields; any other failure has the notice below.
        if (err instanceof ApiError && err.issues.length) throw err
      })
    },
  })
  const { values, errors, setValue, bind } = form
  // Field messages show under their fields, and a refused plan has its prompt; anything else is said here.
  const failure = match.error instanceof ApiError && !match.error.issues.length && !isUpgradeRequired(match.error) ? match.error : null

  return (
    <>
      {access === false && <p className={styles.note}>{PLAN_NOTE}</p>}
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField label="Manuscript title" {...bind('title')} maxLength={500} />
        <TextareaField
          label="Abstract"
          hint="A few sentences at least; the whole abstract works best."
          rows={8}
          maxLength={MANUSCRIPT_ABSTRACT_MAX_LENGTH}
          {...bind('abstract')}
        />
        <TextField label="Keywords" hint="Separate them with commas." {...bind('keywords')} />
        <fieldset className={styles.limits}>
          <legend className={fieldStyles.label}>Only journals that suit you</legend>
          <label className={styles.toggle}>
            <input type="checkbox" className={fieldStyles.checkbox} checked={values.openAccess} onChange={(event) => setValue('openAccess', event.target.checked)} />
            Open access only
          </label>
          <label className={styles.toggle}>
            <input type="checkbox" className={fieldStyles.checkbox} checked={values.noApc} onChange={(event) => setValue('noApc', event.target.checked)} />
            No publication fee
          </label>
          <TextField label="Longest time to publication (weeks)" inputMode="numeric" {...bind('maxWeeks')} />
          <TextField
            label="Minimum impact factor"
            inputMode="decimal"
            {...bind('minImpactFactor')}
          />
        </fieldset>
        {errors[''] && <p className={fieldStyles.formError}>{errors['']}</p>}
        <p className={styles.privacy}>Your title and abstract are used only for this match and are not stored. Your keywords are counted with other searches, never with your name.</p>
        <Button type="submit" className={styles.submit} disabled={form.submitting}>
          {form.submitting ? 'Matching…' : 'Find matching journals'}
        </Button>
      </form>
      {failure && <Notice tone="error" title="We could not match your manuscript."><p>{failure.message}</p></Notice>}
      <MatchResults pending={match.isPending} result={match.data} />
    </>
  )
}
