import * as v from 'valibot'

/**
 * A URL search param that may be left out. A value its schema refuses (a hand-edited or an old link) reads as
 * not set, so the screen opens with that filter off instead of an error screen.
 */
export const optionalParam = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined))

/** The router parses query values as JSON where they look like it: `?search=2024` arrives as 2024. Back to text. */
export const asText = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
