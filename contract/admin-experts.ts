import * as v from 'valibot'
import { lookupId, plainText, requiredText } from './admin-fields.ts'
import { Email } from './account.ts'
import { envelope, PageParam, pagedResponse } from './common.ts'
import { ExpertId, isValidOrcid, ORCID_SHAPE } from './experts.ts'
import { SearchText } from './search.ts'

// Profile Management: staff make an account an expert, edit what the directory shows of them, verify them, take
// them out of the directory and take the expert role away. An item is the edit form's shape plus what the list
// card shows, so the form is filled straight from it.

export const ADMIN_EXPERTS_PAGE_SIZE = 20
export const EXPERT_MAX_SUBJECTS = 20
/** As the database allows. */
export const EXPERT_MAX_LANGUAGES = 10

export const expertMessages = {
  notFound: 'Expert not found',
  unknownEmail: 'No account has this email address',
  unverified: 'This account has not verified its email address yet',
  alreadyExpert: 'This account is already an expert',
  staff: 'Staff accounts cannot be experts',
  orcid: 'Enter an ORCID iD such as 0000-0002-1825-0097',
  orcidCheck: 'This ORCID iD is mistyped: its last character does not match the others',
  education: 'Choose an education from the list',
  profession: 'Choose a profession from the list',
  demo: 'A demo profile is a made-up person: it cannot be verified',
} as const

const languageMessage = 'A language is a name such as English, at most 40 characters'
const Language = v.pipe(v.string(languageMessage), v.trim(), v.nonEmpty(languageMessage), v.maxLength(40, languageMessage), v.regex(/^[\p{L}\p{M}][\p{L}\p{M} ()'-]*$/u, languageMessage))

/** An ORCID iD as ORCID writes it; its last character checks the others (ISO 7064 11,2). */
export const Orcid = v.pipe(
  v.string(expertMessages.orcid),
  v.trim(),
  v.toUpperCase(),
  v.regex(ORCID_SHAPE, expertMessages.orcid),
  // Said only of an iD written as one: a mistyped shape has its own message.
  v.check((orcid) => !ORCID_SHAPE.test(orcid) || isValidOrcid(orcid), expertMessages.orcidCheck),
)

/** What staff may change of an expert; an edit sends only what changed. */
export const ExpertPatch = v.partial(
  v.object({
    name: requiredText('Name', 100),
    bio: plainText('Bio', 2000),
    qualificationId: v.nullable(lookupId(expertMessages.education)),
    professionId: v.nullable(lookupId(expertMessages.profession)),
    subjectIds: v.pipe(
      v.array(lookupId('Choose subjects from the list'), 'Choose subjects from the list'),
      v.minLength(1, 'Choose at least one subject'),
      v.maxLength(EXPERT_MAX_SUBJECTS, `Choose at most ${EXPERT_MAX_SUBJECTS} subjects`),
      v.transform((ids) => [...new Set(ids)]),
    ),
    languages: v.pipe(
      v.array(Language, languageMessage),
      v.maxLength(EXPERT_MAX_LANGUAGES, `List at most ${EXPERT_MAX_LANGUAGES} languages`),
      // The same language twice, in any case, is kept once as first written.
      v.transform((names) => names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i)),
    ),
    orcid: v.nullable(Orcid),
    /** Staff have checked who the expert is: the badge on the card, and first in the directory. */
    verified: v.boolean('Verified is true or false'),
    /** In the directory; an unlisted expert keeps their conversations but takes no new ones. */
    listed: v.boolean('Listed is true or false'),
  }),
)
export type ExpertPatch = v.InferInput<typeof ExpertPatch>
export type ExpertChanges = v.InferOutput<typeof ExpertPatch>

/** `POST /api/admin/experts`: an existing verified account, by its email, becomes an expert. */
export const NewExpertInput = v.object({ email: Email })
export type NewExpertInput = v.InferInput<typeof NewExpertInput>

export const AdminExpertParams = v.object({ id: ExpertId })

export const AdminExpertListQuery = v.object({
  page: PageParam,
  /** Part of a name or email, in any case. */
  search: v.optional(SearchText),
})

export const AdminExpert = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  /** The photo's URL (`expertPhotoPath`), served while the expert is listed; null without one. */
  image: v.nullable(v.string()),
  bio: v.string(),
  qualificationId: v.nullable(v.number()),
  professionId: v.nullable(v.number()),
  subjectIds: v.array(v.number()),
  languages: v.array(v.string()),
  orcid: v.nullable(v.string()),
  verified: v.boolean(),
  /** When staff verified them (ISO 8601), or null. */
  verifiedAt: v.nullable(v.string()),
  listed: v.boolean(),
  /** Made up by the demo data: never verified, and staff are told so. */
  demo: v.boolean(),
  helpedCount: v.number(),
  responseTimeMinutes: v.nullable(v.number()),
  /** The lookups' titles, for the card. */
  labels: v.object({ qualification: v.nullable(v.string()), profession: v.nullable(v.string()), subjects: v.array(v.string()) }),
})
export type AdminExpert = v.InferOutput<typeof AdminExpert>

export const AdminExpertListResponse = pagedResponse('experts', AdminExpert)
export const AdminExpertResponse = envelope(AdminExpert)
