import { type Profile } from '../../../../../contract/profile.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextareaField, TextField } from '../../../../ui/form/TextField.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useUpdateProfile } from '../../api/account-mutations.ts'
import { LookupSelect, SubjectPicker } from '../LookupFields.tsx'
import { CvSections } from './cv/CvSections.tsx'
import { ProfileFormSchema, toProfileValues, type CvLists } from './profile-values.ts'
import * as styles from './ProfileTab.css.ts'

/**
 * Who the person is, edited in this one place: name, highest qualification, profession, expertise (subjects), bio
 * and the CV's lists, checked with the server's schema and saved together.
 */
export function ProfileForm({ profile, cv }: { profile: Profile; cv: CvLists }) {
  const { toast } = useToast()
  const update = useUpdateProfile()
  const form = useForm({
    schema: ProfileFormSchema,
    initial: toProfileValues(profile, cv),
    onSubmit: async (body) => {
      const reply = await update.mutateAsync(body)
      // The server's copy (trimmed, years as numbers) and a clean slate for the next round of changes.
      form.reset(toProfileValues(reply.data, body))
      toast({ tone: 'success', title: reply.message ?? 'Profile saved' })
    },
  })
  const { values, errors, setValue, bind } = form

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Name" autoComplete="name" {...bind('name')} />
      <LookupSelect kind="qualifications" label="Highest qualification" {...bind('qualificationId', { validateOnChange: true })} />
      <LookupSelect kind="professions" label="Profession" {...bind('professionId', { validateOnChange: true })} />
      <SubjectPicker
        legend="Expertise"
        selected={values.subjectIds.map(String)}
        onSelectedChange={(next) => setValue('subjectIds', next, true)}
        error={errors.subjectIds}
      />
      <TextareaField label="Bio" {...bind('bio')} />
      <CvSections values={values} errors={errors} onListChange={(name, next) => setValue(name, next)} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  )
}
