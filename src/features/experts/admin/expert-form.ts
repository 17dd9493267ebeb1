import * as v from 'valibot'
import { ExpertPatch, type AdminExpert } from '../../../../contract/admin-experts.ts'
import { lookupValue } from '../../admin-kit/index.ts'

// The edit form: what its boxes hold (text and ticks), and how that becomes what the API takes. Its messages are the
// contract's own, each under the field the server would name.

export interface ExpertFormValues {
  name: string
  bio: string
  qualificationId: string
  professionId: string
  subjectIds: string[]
  /** Comma-separated, as typed: 'English, Hindi'. */
  languages: string
  orcid: string
  verified: boolean
  listed: boolean
  /** Not a box: a demo profile is never verified, so its Verified box stays unticked. */
  demo: boolean
}

/** The form's values as the API's input, before the contract checks them. */
export const toInput = (values: ExpertFormValues): ExpertPatch => ({
  name: values.name,
  bio: values.bio,
  qualificationId: lookupValue(values.qualificationId) ?? null,
  professionId: lookupValue(values.professionId) ?? null,
  subjectIds: values.subjectIds.map(Number),
  languages: values.languages
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean),
  orcid: values.orcid.trim() || null,
  verified: values.verified,
  listed: values.listed,
})

export const expertFormSchema = v.pipe(v.custom<ExpertFormValues>(() => true), v.transform(toInput), ExpertPatch)

/** An expert of the admin list as the form's values, to edit them. */
export const fromItem = (expert: AdminExpert): ExpertFormValues => ({
  name: expert.name,
  bio: expert.bio,
  qualificationId: expert.qualificationId === null ? '' : String(expert.qualificationId),
  professionId: expert.professionId === null ? '' : String(expert.professionId),
  subjectIds: expert.subjectIds.map(String),
  languages: expert.languages.join(', '),
  orcid: expert.orcid ?? '',
  verified: expert.verified,
  listed: expert.listed,
  demo: expert.demo,
})
