import * as v from 'valibot'
import { Slug } from './common.ts'

// The words typed in a search box, as every list that is searched takes them (the directories, the community,
// the admin lists). Apart from any one list's schemas because the web app checks its URLs with it on every page.

export const SEARCH_TEXT_MAX_LENGTH = 200

// The server gets every query parameter as text; the web app's router parses its URL's search params as JSON, so
// `?search=2024` arrives there as a number. Both mean the same words. Control characters never belong in a search
// box (and NUL cannot even reach PostgreSQL).
export const SearchText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))], 'Search must be text'),
  v.maxLength(SEARCH_TEXT_MAX_LENGTH, `Search may be at most ${SEARCH_TEXT_MAX_LENGTH} characters`),
  v.regex(/^[^\p{Cc}]*$/u, 'Search may hold letters, digits and punctuation only'),
  v.trim(),
)

/**
 * Several slugs of one filter (subjects, indexes), as repeated parameters (`subjects=a&subjects=b`) or one
 * comma-separated value, each once, at most `max`: an item matches when it has any of them, as ticking more boxes
 * widens a list.
 */
export const slugList = (max: number, { invalid, tooMany }: { invalid: string; tooMany: string }) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())], invalid),
    v.transform((value) => [...new Set([value].flat().flatMap((s) => s.split(',').map((slug) => slug.trim())))].filter(Boolean)),
    v.maxLength(max, tooMany),
    v.array(Slug),
  )

/**
 * The orders a list may be shown in, its default first: `sort` in the list's query, its address and a saved search,
 * left out for the default.
 */
export const listSort = <const T extends readonly [string, ...string[]]>(orders: T) =>
  v.optional(v.picklist(orders, `Sort must be one of: ${orders.join(', ')}`))

type QueryObject = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a pipe of any actions after the object
type QueryPipe = readonly [QueryObject, ...v.PipeItem<any, unknown, v.BaseIssue<unknown>>[]]

/**
 * A list's query as the contract declares it: an object of `page` and the filters, perhaps followed by a pipe that
 * reads older names of a filter (the events' `subject`).
 */
export type ListQuery = QueryObject | v.SchemaWithPipe<QueryPipe>

/** A list query's filters as they are read and kept: the query without its page. */
export type ListFilters<Q extends ListQuery> = Omit<v.InferOutput<Q>, 'page'>

/**
 * A list query's filters, each rebuilt by `field`, in the object `object` makes (strict for what a saved search may
 * hold, lenient for an address), then the query's own pipe: the directories' URLs and saved searches take the
 * filters the list takes, with no second copy of them.
 */
export function listFilters<Q extends ListQuery, I = Omit<v.InferInput<Q>, 'page'>, O = ListFilters<Q>>(
  query: Q,
  object: (entries: v.ObjectEntries) => v.GenericSchema,
  field: (schema: v.ObjectEntries[string], name: string) => v.ObjectEntries[string] = (schema) => schema,
) {
  const entries = Object.fromEntries(Object.entries(query.entries).flatMap(([name, schema]) => (name === 'page' ? [] : [[name, field(schema, name)]])))
  const pipe = 'pipe' in query ? query.pipe.slice(1) : []
  const schema = pipe.length ? (v.pipe as unknown as (...items: unknown[]) => v.GenericSchema)(object(entries), ...pipe) : object(entries)
  return schema as v.GenericSchema<I, O>
}
