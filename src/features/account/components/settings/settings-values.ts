import * as v from 'valibot'
import { SettingsBody, type Settings } from '../../../../../contract/account.ts'

/** SettingsBody with its four lists always present, as the form always holds them; the output is the same. */
export const SettingsFormSchema = v.required(SettingsBody, ['skills', 'experience', 'education', 'licences'])
export type SettingsValues = v.InferInput<typeof SettingsFormSchema>

/** Years are typed into text boxes, so the form holds them as text; the schema turns them back into numbers. */
export const toSettingsValues = (settings: Settings): SettingsValues => ({
  name: settings.name,
  professionId: settings.profession ? String(settings.profession.id) : null,
  bio: settings.bio,
  skills: settings.skills,
  experience: settings.experience,
  education: settings.education.map((entry) => ({ ...entry, year: String(entry.year) })),
  licences: settings.licences.map((entry) => ({ ...entry, year: String(entry.year) })),
})
