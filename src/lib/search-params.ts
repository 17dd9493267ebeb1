import * as v from 'valibot'
import { Slug } from '../../contract/common.ts'
import { SearchText } from '../../contract/search.ts'

/**
 * A URL search param that may be left out. A value its schema refuses (a hand-edited or an old link) reads as
 * not set, so the screen opens with that filter off instead of an error screen.
 */
export const optionalParam = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined))

/** The router parses query values as JSON where they look like it: `?search=2024` arrives as 2024. Back to text. */
export const asText = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/** A list's search text as the API takes it; blank is no search. */
export const searchTextParam = v.pipe(
  SearchText,
  v.transform((text) => text || undefined),
)

/** One slug, as a filter's select chooses it. */
export const slugParam = v.pipe(asText, Slug)

/**
 * One slug or several, as a box of checkboxes chooses them, at most `max`; unknown shapes are dropped one by one,
 * so a single bad entry keeps the good ones.
 */
export const slugListParam = (max: number) =>
  v.pipe(
    v.union([asText, v.array(v.unknown())]),
    v.transform((value) => {
      const texts = (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item)] : []))
      const kept = [...new Set(texts.filter((text) => v.is(Slug, text)))].slice(0, max)
      return kept.length ? kept : undefined
    }),
  )

/**
 * A filter a list keeps in its address (a status, a role, a day), as text: the server checks it against its own
 * rules and answers a value it cannot take with a message naming it. Left loose because every route's
 * `validateSearch` is in the first screen's script.
 */
export const filterParam = optionalParam(v.pipe(asText, v.maxLength(80)))
