import { UpdateProfileBody } from '../../../../../contract/account.ts'
import { type Profile } from '../../../../../contract/profile.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextareaField, TextField } from '../../../../ui/form/TextField.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useUpdateProfile } from '../../api/account-mutations.ts'
import { LookupSelect, SubjectPicker } from '../LookupFields.tsx'
import * as styles from './ProfileTab.css.ts'

const toProfileValues = (profile: Profile): UpdateProfileBody => ({
  name: profile.name,
  qualificationId: profile.qualification ? String(profile.qualification.id) : '',
  professionId: profile.profession ? String(profile.profession.id) : '',
  subjectIds: profile.subjects.map(String),
  bio: profile.bio,
})

/** Name, education, profession, expertise (subjects) and bio, checked with the server's schema. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { toast } = useToast()
  const update = useUpdateProfile()
  const form = useForm({
    schema: UpdateProfileBody,
    initial: toProfileValues(profile),
    onSubmit: async (body) => {
      const reply = await update.mutateAsync(body)
      form.reset(toProfileValues(reply.data))
      toast({ tone: 'success', title: reply.message ?? 'Profile saved' })
    },
  })
  const { values, errors, setValue, bind } = form

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Name" autoComplete="name" {...bind('name')} />
      <LookupSelect kind="qualifications" label="Education" {...bind('qualificationId', { validateOnChange: true })} />
      <LookupSelect kind="professions" label="Profession" {...bind('professionId', { validateOnChange: true })} />
      <SubjectPicker
        legend="Expertise"
        selected={values.subjectIds.map(String)}
        onSelectedChange={(next) => setValue('subjectIds', next, true)}
        error={errors.subjectIds}
      />
      <TextareaField label="Bio" {...bind('bio')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  )
}
