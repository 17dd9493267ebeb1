import * as v from 'valibot'
import { UpdateProfileBody, type Settings } from '../../../../../contract/account.ts'
import type { Profile } from '../../../../../contract/profile.ts'

/** UpdateProfileBody with the CV's four lists always present, as the profile form always holds and sends them. */
export const ProfileFormSchema = v.required(UpdateProfileBody, ['skills', 'experience', 'education', 'licences'])
export type ProfileValues = v.InferInput<typeof ProfileFormSchema>
export type CvList = 'skills' | 'experience' | 'education' | 'licences'
export type CvLists = Pick<Settings, CvList>

/**
 * The form's values from the stored profile and CV. Selects and year boxes hold text; the schema turns them back
 * into numbers.
 */
export const toProfileValues = (profile: Profile, cv: CvLists): ProfileValues => ({
  name: profile.name,
  qualificationId: profile.qualification ? String(profile.qualification.id) : '',
  professionId: profile.profession ? String(profile.profession.id) : '',
  subjectIds: profile.subjects.map(String),
  bio: profile.bio,
  skills: cv.skills,
  experience: cv.experience,
  education: cv.education.map((entry) => ({ ...entry, year: String(entry.year) })),
  licences: cv.licences.map((entry) => ({ ...entry, year: String(entry.year) })),
})
