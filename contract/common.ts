import * as v from 'valibot'

/** The forms' shared messages; the server's field issues and the web app's use the same words. */
export const messages = {
  required: 'Field required',
  email: 'Invalid email address',
  passwordLength: 'Password must be at least 8 characters long',
  passwordMatch: 'The password and confirm password must match',
} as const

/** Every success body is `{ data, message? }`. */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ data, message: v.optional(v.string()) })

// Paged lists: `?page=` (1-based) in, one page of a fixed size out, with whether another page follows.

/** Far past any real scrolling; bounds the work (the offset) a single list request may ask for. */
export const MAX_PAGE = 10_000

/**
 * The last page of a list read by walking its order's index past rows its filters reject (server/db/walked-page.ts:
 * the directories, the community feed, the staff lists of members and payments): 2,000 vacancies or 1,000 posts, more
 * than anyone scrolls. An offset there costs a walk in proportion to it, so a deeper page is refused rather than
 * read, and the last one says no page follows.
 */
export const LIST_MAX_PAGE = 100

/**
 * A list's page number, from 1 to `max`. The server gets every query parameter as text; the web app's router parses
 * its URL's search params as JSON, so a page arrives as 2 there. Both forms mean the same.
 */
function pageNumber(max: number) {
  const message = `Page must be a whole number from 1 to ${max}`
  return v.union(
    [
      v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message)),
      v.pipe(v.string(message), v.regex(/^[1-9]\d{0,4}$/, message), v.transform(Number), v.maxValue(max, message)),
    ],
    message,
  )
}

/** A page of any list but those `ListPageParam` bounds. */
export const PageNumber = pageNumber(MAX_PAGE)

/** `page` as every paged list's query has it: the first page when left out. */
export const PageParam = v.optional(PageNumber, 1)

/** `page` of a list read by a bounded walk, up to LIST_MAX_PAGE. */
export const ListPageParam = v.optional(pageNumber(LIST_MAX_PAGE), 1)

/** The query every paged list takes; a list with filters has `page: PageParam` beside them. */
export const PageQuery = v.object({ page: PageParam })

type PageEntries<K extends string, T extends v.GenericSchema> = { [P in K]: v.ArraySchema<T, undefined> } & { hasMore: v.BooleanSchema<undefined> }

/**
 * The answer of every paged list: `{ data: { <itemsKey>: T[], hasMore } }`. Each list keeps the name its
 * items already have in the API (`journals`, `notifications`); `hasMore` says whether the next page has any.
 */
export const pagedResponse = <K extends string, T extends v.GenericSchema>(itemsKey: K, item: T) =>
  envelope(v.object({ [itemsKey]: v.array(item), hasMore: v.boolean() } as PageEntries<K, T>))

/** One page's data as the client reads it. */
export type Paged<K extends string, T> = { [P in K]: T[] } & { hasMore: boolean }

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

const META_DESCRIPTION_LENGTH = 160

/** A page's meta description: one line, cut at about what a search result shows. */
export function metaDescription(text: string) {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > META_DESCRIPTION_LENGTH ? `${line.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…` : line
}

export const FileRef = v.object({ id: v.string(), path: v.string(), mimeType: v.string(), alt: v.string() })
export type FileRef = v.InferOutput<typeof FileRef>

/** Where the browser fetches a stored file: `/api/serve-file/{encoded path}`. */
export const fileUrl = (path: string) => `/api/serve-file/${encodeURIComponent(path)}`

export const Health = v.object({ status: v.picklist(['ok', 'unavailable']), database: v.boolean() })

/** Long enough for any passphrase, short enough that hashing it is never a way to burn server time. */
export const PASSWORD_MAX_LENGTH = 128
