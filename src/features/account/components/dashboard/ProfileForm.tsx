import { useQueryClient } from '@tanstack/react-query'
import { UpdateProfileBody } from '../../../../../contract/account.ts'
import { type Profile } from '../../../../../contract/profile.ts'
import { useForm } from '../../../../lib/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextareaField, TextField } from '../../../../ui/form/TextField.tsx'
import { storeProfile, updateProfile } from '../../api/profile-api.ts'
import { LookupSelect, SubjectPicker } from '../LookupFields.tsx'
import { useFormToasts } from '../use-form-toasts.ts'
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
  const queryClient = useQueryClient()
  const { saved, failed } = useFormToasts()
  const form = useForm({
    schema: UpdateProfileBody,
    initial: toProfileValues(profile),
    onSubmit: async (body) => {
      const reply = await updateProfile(body).catch(failed)
      storeProfile(queryClient, reply.data)
      form.reset(toProfileValues(reply.data))
      saved(reply.message ?? 'Profile saved')
    },
  })
  const { values, errors, setValue, bind } = form

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Name" autoComplete="name" {...bind('name')} />
      <LookupSelect
        kind="qualifications"
        label="Education"
        placeholder="Select qualification"
        {...bind('qualificationId', { validateOnChange: true })}
      />
      <LookupSelect
        kind="professions"
        label="Profession"
        placeholder="Select profession"
        {...bind('professionId', { validateOnChange: true })}
      />
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
