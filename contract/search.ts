import * as v from 'valibot'

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
