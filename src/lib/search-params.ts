import * as v from 'valibot'
import { listFilters, SearchText, type ListFilters, type ListQuery } from '../../contract/search.ts'

/**
 * A URL search param that may be left out. A value its schema refuses (a hand-edited or an old link) reads as
 * not set, so the screen opens with that filter off instead of an error screen.
 */
export const optionalParam = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined))

/** Only a path inside this app: `//host` or a scheme would make a page that sends people on an open redirect. */
const InternalPath = v.pipe(v.string(), v.maxLength(2000), v.regex(/^\/(?![/\\])/))

/** `?redirect=/settings`: where to go once the person has signed in or bought a plan. */
export const ReturnSearch = v.object({ redirect: optionalParam(InternalPath) })

/** The router parses query values as JSON where they look like it: `?search=2024` arrives as 2024. Back to text. */
export const asText = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/** A list's search text as the API takes it; blank is no search. */
export const searchTextParam = v.pipe(
  SearchText,
  v.transform((text) => text || undefined),
)

/**
 * A filter a list keeps in its address (a status, a role, a day), as text: the server checks it against its own
 * rules and answers a value it cannot take with a message naming it. Left loose because every route's
 * `validateSearch` is in the first screen's script.
 */
export const filterParam = optionalParam(v.pipe(asText, v.maxLength(80)))

// A directory's address (the journal finder, vacancies, events, experts) holds the filters its list takes, read with
// the list's own query schema from contract/ (without the page: the list loads pages as it scrolls), so each filter's
// rules and limits are set once. What the address adds: the router parses values as JSON (`?search=2024` arrives as
// 2024, `?openAccess=true` as true), so they go back to the text the API reads; a value the API would refuse reads as
// "not set"; and a list keeps the entries the API would take, one at a time, so a single bad entry keeps the good ones.

/** A value as the API gets it in a query string: text, even where the router read a number or a flag. */
const asSent = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value)

/** Of a list's entries, those the filter takes, in order, as far as it takes them (its most). */
const takenOf = (schema: v.GenericSchema, entries: unknown[]) =>
  entries.map(asSent).reduce<unknown[]>((taken, entry) => (v.is(schema, [...taken, entry]) ? [...taken, entry] : taken), [])

/** A value that narrows nothing (blank text, false, no entries) is the same as leaving the filter out. */
const narrows = (value: unknown) => (value === '' || value === false || (Array.isArray(value) && !value.length) ? undefined : value)

/** One filter of a directory's address: the list query's own schema for it, read as above. */
export const urlFilter = (schema: v.GenericSchema) =>
  optionalParam(
    v.pipe(
      v.unknown(),
      v.transform((value) => (Array.isArray(value) ? takenOf(schema, value) : asSent(value))),
      schema,
      v.transform(narrows),
    ),
  )

/** A directory's filters `F` in its address, every one optional and absent unless set. */
export type DirectorySearch<F extends object> = v.GenericSchema<F, F> & { readonly entries: v.ObjectEntries }

/**
 * A directory's address schema, for its route's `validateSearch` and its declaration (src/features/directory-kit),
 * from its list's query schema (`directorySearch(VacancyListQuery)`). `own` replaces a filter's reading where the
 * address is kinder than the API (the journal finder rounds an impact factor with more decimals rather than
 * dropping it).
 */
export function directorySearch<Q extends ListQuery>(query: Q, own: Partial<Record<keyof ListFilters<Q>, v.GenericSchema>> = {}) {
  const ownOf = own as Partial<Record<string, v.GenericSchema>>
  const filters = listFilters(query, v.object, (schema, name) => {
    const reading = ownOf[name]
    return reading ? optionalParam(reading) : urlFilter(schema)
  })
  // The router keeps the address's values its schema does not give back: a filter the query reads under another name
  // (the events' `subject`) is given back unset, so the raw value does not stay beside the one it became.
  const unset = Object.fromEntries(Object.keys(query.entries).flatMap((name) => (name === 'page' ? [] : [[name, undefined]])))
  return v.pipe(
    filters,
    v.transform((read) => ({ ...unset, ...read })),
  ) as unknown as DirectorySearch<Partial<ListFilters<Q>>>
}
