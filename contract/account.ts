import * as v from 'valibot'
import { envelope, messages, PASSWORD_MAX_LENGTH } from './common.ts'
import { IdTitle, Profile } from './profile.ts'
import { TwoStepChallenge } from './two-step.ts'

// Eight characters at the least; the server also refuses the most common passwords.
export const PASSWORD_MIN_LENGTH = 8
export { PASSWORD_MAX_LENGTH } from './common.ts'
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

// No control characters (NUL would even fail in PostgreSQL); multi-line text may keep tabs and line breaks.
const singleLine = v.regex(/^[^\p{Cc}]*$/u, 'Use letters, digits and punctuation only')
const multiLine = v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, 'Use letters, digits and punctuation only')

/** A required one-line text: trimmed, not empty, bounded. */
export const requiredText = (max: number) =>
  v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(max, `Use at most ${max} characters`), singleLine)

export const Email = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(254, messages.email),
  v.email(messages.email),
  v.toLowerCase(),
)
export const Password = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.minLength(PASSWORD_MIN_LENGTH, messages.passwordLength),
  v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
)
const Name = requiredText(100)
const Bio = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Use at most 2000 characters'), multiLine), '')

/** A lookup id as a select sends it (a string) or as a number; empty or missing reads as 'Field required'. */
const CHOOSE = 'Choose an option from the list'
// The transform sits outside the union: inside an option it would turn a wrong value into a failed match of
// every option, and the message would be 'Field required' instead of what is wrong.
export const LookupId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.regex(/^(?:[1-9]\d{0,14})?$/, CHOOSE))], messages.required),
  v.transform(Number),
  v.safeInteger(CHOOSE),
  v.minValue(1, CHOOSE),
)
export const SubjectIds = v.pipe(
  v.array(LookupId, messages.required),
  v.minLength(1, 'Choose at least one subject'),
  v.maxLength(20, 'Choose at most 20 subjects'),
  v.transform((ids) => [...new Set(ids)]),
)

// The CV's lists: skills, experience, education history and licences, each bounded.

const YEAR = 'Enter a year such as 2020'
const year = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.regex(/^\d{0,4}$/, YEAR))], messages.required),
  v.transform(Number),
  v.integer(YEAR),
  v.minValue(1900, YEAR),
  v.maxValue(2100, YEAR),
)
const cvList = <T extends v.GenericSchema>(item: T, max: number, label: string) =>
  v.pipe(v.array(item, 'Must be a list'), v.maxLength(max, `Add at most ${max} ${label}`))

const Skill = requiredText(60)
export const Experience = v.object({ role: requiredText(120), company: requiredText(120), years: requiredText(40) })
export const Education = v.object({ institution: requiredText(160), degree: requiredText(120), year })
export const Licence = v.object({ name: requiredText(160), issuer: requiredText(160), year })

// Requests

export const RegisterBody = v.object({
  name: Name,
  email: Email,
  password: Password,
  qualificationId: LookupId,
  professionId: LookupId,
  subjectIds: SubjectIds,
})
export type RegisterBody = v.InferInput<typeof RegisterBody>

export const LoginBody = v.object({
  email: Email,
  // Any length is checked against the stored hash; the length rule is for choosing a password.
  password: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(PASSWORD_MAX_LENGTH, 'Wrong email or password')),
})

export const EmailBody = v.object({ email: Email })

/** Email links carry a 32-byte random token in base64url; anything else is answered as an invalid link. */
export const TokenParams = v.object({ token: v.pipe(v.string(), v.maxLength(200)) })

const ConfirmPassword = v.pipe(v.string(messages.required), v.nonEmpty(messages.required))
const CurrentPassword = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(PASSWORD_MAX_LENGTH, 'Your current password is wrong'))

// The mismatch is reported on confirmPassword, as the form shows it under that field.
export const ResetPasswordBody = v.pipe(
  v.object({ password: Password, confirmPassword: ConfirmPassword }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, messages.passwordMatch), ['confirmPassword']),
)

export const UpdatePasswordBody = v.pipe(
  v.object({ currentPassword: CurrentPassword, password: Password, confirmPassword: ConfirmPassword }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, messages.passwordMatch), ['confirmPassword']),
)

// The profile: who the person is, with their CV. Each CV list sent replaces the stored one; a list left out is
// kept, so a client that edits the details alone cannot empty the CV.
export const UpdateProfileBody = v.object({
  name: Name,
  qualificationId: LookupId,
  professionId: LookupId,
  subjectIds: SubjectIds,
  bio: Bio,
  skills: v.optional(cvList(Skill, 50, 'skills')),
  experience: v.optional(cvList(Experience, 30, 'experience entries')),
  education: v.optional(cvList(Education, 30, 'education entries')),
  licences: v.optional(cvList(Licence, 30, 'licences')),
})
export type UpdateProfileBody = v.InferInput<typeof UpdateProfileBody>

// Responses

export const LookupResponse = envelope(v.array(IdTitle))
export type LookupItem = v.InferOutput<typeof IdTitle>

export const ProfileResponse = envelope(Profile)

export const AuthResponse = envelope(v.object({ token: v.string(), user: Profile }))
export type AuthResponse = v.InferOutput<typeof AuthResponse>

/** A session, or, for an account with two-step sign-in, the ticket to send with its code (contract/two-step.ts). */
export const LoginResponse = envelope(v.union([v.object({ token: v.string(), user: Profile }), TwoStepChallenge]))
export type LoginResponse = v.InferOutput<typeof LoginResponse>

/** The sign-up success popup's title and text. */
export const RegisterResponse = envelope(v.object({ title: v.string(), text: v.string() }))

/** Answers that only confirm: the toast shows `message`. */
export const MessageResponse = v.object({ data: v.null(), message: v.string() })

export const ProfilePhotoResponse = v.object({ data: v.object({ image: v.string() }), message: v.string() })

export const Activity = v.object({ text: v.string(), createdAt: v.string() })
export const ActivitiesResponse = envelope(v.array(Activity))
export type Activity = v.InferOutput<typeof Activity>

/** A stored private file's name as the server chose it: a UUID and the image type's extension. */
export const PrivateFileParams = v.object({
  filename: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(?:jpg|png|webp|gif)$/, 'File not found')),
})

// Settings: the profile's name, profession and bio plus the CV's four lists (the web app edits them all on the
// profile, through update-profile; this pair stays for clients that use it).

const list = <T extends v.GenericSchema>(item: T, max: number, label: string) => v.optional(cvList(item, max, label), [])

export const SettingsBody = v.object({
  name: Name,
  professionId: v.nullish(LookupId, null),
  bio: Bio,
  skills: list(Skill, 50, 'skills'),
  experience: list(Experience, 30, 'experience entries'),
  education: list(Education, 30, 'education entries'),
  licences: list(Licence, 30, 'licences'),
})
export type SettingsBody = v.InferInput<typeof SettingsBody>

export const Settings = v.object({
  name: v.string(),
  profession: v.nullable(IdTitle),
  bio: v.string(),
  skills: v.array(v.string()),
  experience: v.array(v.object({ role: v.string(), company: v.string(), years: v.string() })),
  education: v.array(v.object({ institution: v.string(), degree: v.string(), year: v.number() })),
  licences: v.array(v.object({ name: v.string(), issuer: v.string(), year: v.number() })),
})
export type Settings = v.InferOutput<typeof Settings>
export const SettingsResponse = envelope(Settings)

// Sessions: the devices signed in to the account, each of which the person may sign out.

export const SessionParams = v.object({ id: v.pipe(v.string(), v.uuid('Session not found')) })

export const DeviceSession = v.object({
  id: v.string(),
  /** 'Chrome 131', or 'Unknown browser' when the device did not say. */
  browser: v.string(),
  /** 'Android', 'Windows', … or 'Unknown system'. */
  system: v.string(),
  device: v.picklist(['mobile', 'tablet', 'desktop', 'unknown']),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  /** The session this request came with: signing it out is signing out here. */
  current: v.boolean(),
})
export type DeviceSession = v.InferOutput<typeof DeviceSession>
export const SessionsResponse = envelope(v.array(DeviceSession))
