import * as v from 'valibot'

/** The spec's shared form messages; the web app shows the same words under its fields. */
export const messages = {
  required: 'Field required',
  email: 'Invalid email address',
  passwordLength: 'Password must be at least 6 characters long',
  passwordMatch: 'The password and confirm password must match',
} as const

/** Every success body is `{ data, message? }`. */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ data, message: v.optional(v.string()) })

export const ErrorBody = v.object({
  message: v.string(),
  code: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  /** The popup's heading where the product has one (the upgrade prompt's 'Upgrade Required!'). */
  title: v.optional(v.string()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export const Slug = v.pipe(
  v.string(),
  v.maxLength(120, 'Slug is too long'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may hold only lowercase letters, digits and single hyphens'),
)

export const FileRef = v.object({ id: v.string(), path: v.string(), mimeType: v.string(), alt: v.string() })
export type FileRef = v.InferOutput<typeof FileRef>

/** Where the browser fetches a stored file: the spec's `/api/serve-file/{encoded path}`. */
export const fileUrl = (path: string) => `/api/serve-file/${encodeURIComponent(path)}`

export const Health = v.object({ status: v.picklist(['ok', 'unavailable']), database: v.boolean() })
